import { responseTimesCopy as copy } from "@/content/lead-status";
import type { Versus } from "@/content/reports";
import { durationText } from "@/lib/leads/duration";
import { countChange, shareChange } from "@/lib/reports/compare";
import type { ResponseTimes } from "@/lib/reports/response-times";
import { ChangeNote } from "./report-change";
import { Panel } from "./settings-section";

const share = (part: number, whole: number) => `${Math.round((100 * part) / whole)} %`;

type Props = { times: ResponseTimes; previous: ResponseTimes | null; versus: Versus | null };

/** The median time to the first answer, in words; "—" without leads. */
export const medianText = (medianMs: number | null) =>
  medianMs === null ? "—" : Number.isFinite(medianMs) ? durationText(medianMs) : copy.notHalf;

/**
 * How fast the period's leads were answered: the median, and the shares answered within 5 minutes and an hour, each
 * against the previous period.
 */
export function ResponseTimesView({ times, previous, versus }: Props) {
  const { leads, answered, within5, withinHour, medianMs } = times;
  const before = (part: "within5" | "withinHour") =>
    previous ? { part: previous[part], whole: previous.leads } : undefined;
  const figures = [
    {
      label: copy.median,
      value: medianText(medianMs),
      change: countChange(medianMs, previous?.medianMs),
    },
    {
      label: copy.within5,
      value: leads ? share(within5, leads) : "—",
      change: shareChange({ part: within5, whole: leads }, before("within5")),
    },
    {
      label: copy.withinHour,
      value: leads ? share(withinHour, leads) : "—",
      change: shareChange({ part: withinHour, whole: leads }, before("withinHour")),
    },
  ];
  return (
    <Panel>
      <section aria-labelledby="response-times-heading" data-response-times>
        <h3 id="response-times-heading" className="text-lg font-bold">
          {copy.title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{copy.description}</p>
        {leads === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">{copy.noLeads}</p>
        ) : (
          <>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {figures.map((figure) => (
                <div key={figure.label} className="rounded-xl border border-border p-4">
                  <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                  <dd
                    className={
                      figure.value === copy.notHalf
                        ? "mt-1 text-base font-semibold"
                        : "mt-1 text-2xl font-bold"
                    }
                  >
                    {figure.value}
                  </dd>
                  <ChangeNote change={figure.change} versus={versus} />
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-muted-foreground">{copy.answered(answered, leads)}</p>
          </>
        )}
      </section>
    </Panel>
  );
}
