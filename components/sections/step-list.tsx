import type { Step } from "@/content/types";
import { cn } from "@/lib/cn";

const rowColumns: Record<number, string> = {
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
};

export function StepList({ steps, label }: { steps: readonly Step[]; label?: string }) {
  return (
    <ol
      data-layout="cards"
      aria-label={label}
      className={cn("grid gap-5", rowColumns[steps.length] ?? "sm:grid-cols-2")}
    >
      {steps.map((step) => (
        <li key={step.number} className="relative rounded-2xl border border-border bg-card p-6">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-display text-lg font-bold text-primary-foreground">
            {step.number}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">{step.details}</p>
        </li>
      ))}
    </ol>
  );
}
