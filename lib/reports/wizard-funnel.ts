import "server-only";
import { sql, type SQLWrapper } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { pageViewDays, sourceDays, wizardStepDays } from "@/lib/db/schema";
import { WIZARD_STEPS, WIZARDS, type WizardName } from "@/lib/visits/wizards";
import { dayRange, reportToday, type ReportPeriod } from "./range";

/** The page each wizard lives on: its views open the funnel. */
export const WIZARD_PAGES: Record<WizardName, string> = { intake: "/intake", demo: "/book-a-demo" };

export type FunnelStep = { step: number; reached: number; left: number };
export type WizardFunnel = { form: WizardName; pageViews: number; steps: FunnelStep[]; submitted: number };

/**
 * Per wizard and period: views of its page, visits that reached each step (with JavaScript, once per page load),
 * how many left after each step (reached it, not the next), and the leads it sent (source_days, with or without
 * JavaScript). Every view of the page opens the wizard on step 1, so step 1 is those views (one count, which cannot
 * disagree with itself); step rows for step 1 counted before that rule are ignored.
 */
export async function wizardFunnels(
  db: Database,
  { period, now = new Date() }: { period: ReportPeriod; now?: Date },
): Promise<WizardFunnel[]> {
  const { first, last } = dayRange(period, reportToday(now));
  const inPeriod = (day: SQLWrapper) =>
    first === null ? sql`${day} <= ${last}::date` : sql`${day} between ${first}::date and ${last}::date`;
  const rows = rowsOf<{ form: string; step: number; n: number }>(
    await db.execute(sql`
      select form, step, sum(count)::int as n from ${wizardStepDays}
        where step > 1 and ${inPeriod(wizardStepDays.day)} group by 1, 2
      union all
      select kind, 0, sum(count)::int from ${sourceDays}
        where kind in (${sql.join(
          WIZARDS.map((form) => sql`${form}`),
          sql`, `,
        )}) and ${inPeriod(sourceDays.day)} group by 1
      union all
      select path, -1, sum(views)::int from ${pageViewDays}
        where path in (${sql.join(
          WIZARDS.map((form) => sql`${WIZARD_PAGES[form]}`),
          sql`, `,
        )}) and ${inPeriod(pageViewDays.day)}
        group by 1`),
  );
  const count = (form: string, step: number) =>
    rows.find((row) => row.form === form && row.step === step)?.n ?? 0;
  return WIZARDS.map((form) => {
    const pageViews = count(WIZARD_PAGES[form], -1);
    const reached = Array.from({ length: WIZARD_STEPS[form] }, (_, i) =>
      i ? count(form, i + 1) : pageViews,
    );
    const submitted = count(form, 0);
    return {
      form,
      pageViews,
      submitted,
      // The last step is left by whoever reached it and did not send the form.
      steps: reached.map((n, i) => ({
        step: i + 1,
        reached: n,
        left: Math.max(n - (reached[i + 1] ?? submitted), 0),
      })),
    };
  });
}
