import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { Visual } from "./frame";

export type ProgressScript = {
  alt: string;
  title: string;
  steps: readonly { title: string; timing: string }[];
  /** Index of the step under way; the ones before it are done. */
  current: number;
  labels: { done: string; now: string };
};

/** One build's five steps as its client sees them: what is done, what is under way, what comes next. */
export function BuildProgress({ alt, title, steps, current, labels }: ProgressScript) {
  return (
    <Visual alt={alt}>
      <div className="rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-lg sm:p-6">
        <p className="text-sm font-semibold">{title}</p>
        <ol className="mt-4">
          {steps.map((step, i) => {
            const done = i < current;
            const now = i === current;
            return (
              <li key={step.title} className="relative flex gap-4 pb-5 last:pb-0">
                {i < steps.length - 1 && (
                  <span
                    className={cn(
                      "absolute top-9 bottom-0 left-[1.0625rem] w-0.5",
                      done ? "bg-primary" : "bg-border",
                    )}
                  />
                )}
                <span
                  className={cn(
                    "relative inline-flex size-9 shrink-0 items-center justify-center rounded-full font-display text-sm font-bold",
                    done && "bg-primary text-primary-foreground",
                    now && "bg-accent text-background ring-4 ring-accent-soft",
                    !done && !now && "border border-border bg-card text-muted-foreground",
                  )}
                >
                  {done ? <Icon name="check" className="size-4" /> : i + 1}
                </span>
                <span className="flex min-w-0 flex-1 items-center justify-between gap-2 pt-1.5">
                  <span className="truncate text-sm font-semibold">{step.title}</span>
                  <span
                    className={cn(
                      "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium",
                      now ? "bg-accent-soft text-accent" : "text-muted-foreground",
                    )}
                  >
                    {done ? labels.done : now ? labels.now : step.timing}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </Visual>
  );
}
