import { cn } from "@/lib/cn";
import { ItemText } from "@/components/ui/item-text";

export type ConnectedStep = { marker: string; title: string; details: string };

/**
 * Steps as one path: markers on a line that runs across from lg up and down the side on phones, so the order reads
 * at a glance (the home framework, S.C.A.L.E., the receptionist's three steps).
 */
export function ConnectedSteps({ steps, label }: { steps: readonly ConnectedStep[]; label?: string }) {
  const across = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" }[steps.length];
  return (
    <ol data-layout="steps" aria-label={label} className={cn("grid gap-8 lg:gap-6", across)}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex gap-5 lg:flex-col lg:gap-0">
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-14 -bottom-8 left-7 w-0.5 bg-border lg:top-7 lg:-right-6 lg:bottom-auto lg:left-14 lg:h-0.5 lg:w-auto"
            />
          )}
          <span
            aria-hidden="true"
            className="relative inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary font-display text-2xl font-extrabold text-primary-foreground shadow-lg"
          >
            {step.marker}
          </span>
          <ItemText
            title={step.title}
            detail={step.details}
            look="step"
            heading
            className="lg:mt-6 lg:pr-2"
          />
        </li>
      ))}
    </ol>
  );
}
