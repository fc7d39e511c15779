import type { ReactNode } from "react";

type Props = { n: number; current: number; title: string; text: string; children: ReactNode };

/** One step; the others stay in the form (and in its FormData), only hidden. */
export function WizardStep({ n, current, title, text, children }: Props) {
  const titleId = `demo-step-${n}-title`;
  return (
    <section aria-labelledby={titleId} className={`demo-step ${n === current ? "" : "hidden"}`}>
      <h3 id={titleId} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
