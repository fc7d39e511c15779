import type { ProcessStep } from "@/content/process";
import { Icon } from "@/components/ui/icon";
import { Checklist } from "./checklist";

type Props = { steps: readonly ProcessStep[]; label: string; stepLabel: string; deliverablesLabel: string };

/** From sm up the icons form a connected rail; on phones the icon moves into the card to save width. */
export function ProcessTimeline({ steps, label, stepLabel, deliverablesLabel }: Props) {
  return (
    <ol data-layout="timeline" aria-label={label} className="space-y-8">
      {steps.map((step, i) => (
        <li key={step.number} className="relative sm:pl-20">
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-16 -bottom-8 left-7 hidden w-0.5 bg-border sm:block"
            />
          )}
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 hidden size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm sm:inline-flex"
          >
            <Icon name={step.icon} className="size-6" />
          </span>
          <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8 lg:grid lg:grid-cols-[1.5fr_1fr] lg:gap-10">
            <div>
              <p className="flex items-center gap-3 text-sm font-semibold text-accent">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-xl bg-primary text-primary-foreground sm:hidden"
                >
                  <Icon name={step.icon} className="size-5" />
                </span>
                {stepLabel} {step.number} · {step.timing}
              </p>
              <h3 className="mt-2 text-2xl font-bold">{step.title}</h3>
              <p className="mt-3 text-muted-foreground">{step.details}</p>
            </div>
            <div className="mt-6 rounded-xl bg-muted p-4 sm:p-5 lg:mt-0">
              <p className="mb-3 text-sm font-semibold tracking-wide uppercase">{deliverablesLabel}</p>
              <Checklist items={step.deliverables} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
