import { AppWindow, Visual } from "./frame";

export type FunnelScript = {
  alt: string;
  title: string;
  period: string;
  stages: readonly { label: string; value: number }[];
  /** "of these" between two stages: the share that moved on. */
  rateLabel: string;
  note: string;
};

/** Leads moving through the system: each stage narrower than the last, with the share that moved on. */
export function PipelineFunnel({ alt, title, period, stages, rateLabel, note }: FunnelScript) {
  const top = stages[0]?.value ?? 1;
  return (
    <Visual alt={alt}>
      <AppWindow title={title} meta={period}>
        <ol className="space-y-1.5">
          {stages.map((stage, i) => {
            const previous = stages[i - 1];
            return (
              <li key={stage.label}>
                {previous && (
                  <p className="py-0.5 text-center text-xs text-muted-foreground">
                    {Math.round((stage.value / previous.value) * 100)}% {rateLabel}
                  </p>
                )}
                <div
                  className="mx-auto flex h-11 items-center justify-between rounded-xl px-3.5 text-sm text-primary-foreground"
                  style={{
                    width: `${Math.max(55, Math.round((stage.value / top) * 100))}%`,
                    background: `color-mix(in oklab, var(--primary) ${100 - i * 14}%, var(--accent))`,
                  }}
                >
                  <span className="truncate font-medium">{stage.label}</span>
                  <span className="font-display font-extrabold tabular-nums">{stage.value}</span>
                </div>
              </li>
            );
          })}
        </ol>
        <p className="mt-4 rounded-lg bg-muted px-3 py-2 text-center text-xs text-muted-foreground">{note}</p>
      </AppWindow>
    </Visual>
  );
}
