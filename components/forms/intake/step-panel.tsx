import type { ReactNode } from "react";
import { intakeForm as copy } from "@/content/intake-form";

type Props = { index: number; current: number; children: ReactNode };

export const stepHeadingId = (index: number) => `intake-step-${index + 1}`;

/** One step; the others stay in the form (hidden) so the same FormData posts with or without JavaScript. */
export function StepPanel({ index, current, children }: Props) {
  const step = copy.steps[index];
  const headingId = stepHeadingId(index);
  return (
    <section
      data-wizard-step
      aria-labelledby={headingId}
      className={index === current ? undefined : "hidden"}
    >
      <h3 id={headingId} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {step?.title}
      </h3>
      <p className="mt-1 text-muted-foreground">{step?.intro}</p>
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}
