import { responseTimesCopy as copy } from "@/content/lead-status";
import { durationText } from "@/lib/leads/duration";
import type { ResponseTimes } from "@/lib/reports/response-times";
import { Panel } from "./settings-section";

const share = (part: number, whole: number) => `${Math.round((100 * part) / whole)} %`;

/** How fast the period's leads were answered: the median, and the shares answered within 5 minutes and an hour. */
export function ResponseTimesView({ times }: { times: ResponseTimes }) {
  const { leads, answered, within5, withinHour, medianMs } = times;
  const figures = [
    {
      label: copy.median,
      value: medianMs === null ? "—" : Number.isFinite(medianMs) ? durationText(medianMs) : copy.notHalf,
    },
    { label: copy.within5, value: leads ? share(within5, leads) : "—" },
    { label: copy.withinHour, value: leads ? share(withinHour, leads) : "—" },
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
