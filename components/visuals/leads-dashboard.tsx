import { AppWindow, AreaLine, IconNote, Visual } from "./frame";

export type DashboardScript = {
  alt: string;
  title: string;
  period: string;
  kpis: readonly { label: string; value: string }[];
  chartTitle: string;
  sources: readonly { label: string; value: number }[];
  /** Bookings per day, oldest first: the line under the bars. */
  trend: readonly number[];
  trendLabel: string;
  note?: { title: string; text: string };
};

/** A week of leads by source, the numbers a system reports once it runs. */
export function LeadsDashboard(props: DashboardScript) {
  const { alt, title, period, kpis, chartTitle, sources, trend, trendLabel, note } = props;
  const top = Math.max(...sources.map((source) => source.value));
  return (
    <Visual alt={alt}>
      <AppWindow title={title} meta={period}>
        <dl className="grid grid-cols-3 gap-2.5">
          {kpis.map((kpi) => (
            <div key={kpi.label} className="rounded-xl bg-muted px-3 py-2.5">
              <dt className="text-xs leading-tight text-muted-foreground">{kpi.label}</dt>
              <dd className="order-first font-display text-xl font-extrabold">{kpi.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-xs font-semibold">{chartTitle}</p>
        <ul className="mt-3 space-y-2">
          {sources.map((source, i) => (
            <li key={source.label} className="grid grid-cols-[6.5rem_1fr_2rem] items-center gap-2 text-xs">
              <span className="truncate text-muted-foreground">{source.label}</span>
              <span className="h-2 overflow-hidden rounded-full bg-muted">
                <span
                  className={`block h-full rounded-full ${i % 2 ? "bg-accent" : "bg-primary"}`}
                  style={{ width: `${Math.round((source.value / top) * 100)}%` }}
                />
              </span>
              <span className="text-right font-semibold tabular-nums">{source.value}</span>
            </li>
          ))}
        </ul>
        <div className="mt-5 rounded-xl border border-border p-3">
          <p className="text-xs text-muted-foreground">{trendLabel}</p>
          <AreaLine values={trend} width={200} height={48} className="mt-1 h-12 w-full" />
        </div>
      </AppWindow>
      {note && <IconNote icon="calendarCheck" {...note} className="-bottom-6 -left-4 lg:-left-10" />}
    </Visual>
  );
}
