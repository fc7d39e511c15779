import { reportsCopy, type Versus } from "@/content/reports";
import { countChange, rateChange, type Change } from "@/lib/reports/compare";
import { rateText } from "@/lib/reports/names";
import type { ResponseTimes } from "@/lib/reports/response-times";
import type { Totals } from "@/lib/reports/totals";
import { ChangeNote } from "./report-change";
import { medianText } from "./response-times";

const copy = reportsCopy.headline;
const number = (n: number) => n.toLocaleString("en-US");

type Props = {
  totals: Totals;
  previous: Totals | null;
  times: ResponseTimes;
  previousTimes: ResponseTimes | null;
  /** The previous period, null for all time. */
  versus: Versus | null;
  /** Visitors summed over several days are visitor-days. */
  multiDay: boolean;
};

/** The period's main figures, each with its change against the previous period of the same length. */
export function ReportHeadline({ totals, previous, times, previousTimes, versus, multiDay }: Props) {
  const count = (
    label: string,
    key: "views" | "visitors" | "total" | "clicks" | "qualified" | "booked" | "won",
  ) => ({
    label,
    value: number(totals[key]),
    change: countChange(totals[key], previous?.[key]),
  });
  const figures: { label: string; value: string; change: Change; words?: boolean }[] = [
    count(copy.views, "views"),
    count(multiDay ? copy.visitorDays : copy.visitors, "visitors"),
    count(copy.leads, "total"),
    { label: copy.rate, value: rateText(totals.rate).value, change: rateChange(totals.rate, previous?.rate) },
    count(copy.clicks, "clicks"),
    count(copy.qualified, "qualified"),
    count(copy.booked, "booked"),
    count(copy.won, "won"),
    {
      label: copy.median,
      value: times.leads ? medianText(times.medianMs) : "—",
      change: countChange(times.medianMs, previousTimes?.medianMs),
      words: times.medianMs === Infinity,
    },
  ];
  return (
    <section aria-labelledby="headline-heading">
      <h2 id="headline-heading" className="sr-only">
        {copy.title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-9">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-border bg-card p-3">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase xl:min-h-8">
              {figure.label}
            </dt>
            <dd
              className={figure.words ? "mt-1 text-sm font-semibold" : "mt-1 text-xl font-bold tabular-nums"}
            >
              {figure.value}
            </dd>
            <ChangeNote change={figure.change} versus={versus} />
          </div>
        ))}
      </dl>
    </section>
  );
}
