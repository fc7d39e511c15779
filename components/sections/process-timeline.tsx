import type { ProcessStep } from "@/content/process";
import { Icon } from "@/components/ui/icon";
import { Checklist } from "./checklist";

type Props = { steps: readonly ProcessStep[]; label: string; stepLabel: string; deliverablesLabel: string };

export function ProcessTimeline({ steps, label, stepLabel, deliverablesLabel }: Props) {
  return (
    <ol aria-label={label} className="space-y-8">
      {steps.map((step, i) => (
        <li key={step.number} className="relative pl-16 sm:pl-20">
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="bg-border absolute top-14 -bottom-8 left-6 w-0.5 sm:top-16 sm:left-7"
            />
          )}
          <span
            aria-hidden="true"
            className="bg-primary text-primary-foreground absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-2xl shadow-sm sm:size-14"
          >
            <Icon name={step.icon} className="size-6" />
          </span>
          <div className="border-border bg-card rounded-2xl border p-6 shadow-sm sm:p-8 lg:grid lg:grid-cols-[1.5fr_1fr] lg:gap-10">
            <div>
              <p className="text-accent text-sm font-semibold">
                {stepLabel} {step.number} · {step.timing}
              </p>
              <h3 className="mt-1 text-2xl font-bold">{step.title}</h3>
              <p className="text-muted-foreground mt-3">{step.details}</p>
            </div>
            <div className="bg-muted mt-6 rounded-xl p-5 lg:mt-0">
              <p className="mb-3 text-sm font-semibold tracking-wide uppercase">{deliverablesLabel}</p>
              <Checklist items={step.deliverables} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
