import "server-only";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Dimensions } from "@/lib/attribution/dimensions";
import type { Database } from "@/lib/db/open";
import { pageViewDays, visitorMarks, wizardStepDays } from "@/lib/db/schema";
import { withinAllowance } from "./allowance";
import { foldNames } from "./names";
import { dailySecret, reportDay } from "./secret";
import type { WizardName } from "./wizards";

export { ADDRESS_RULES } from "./allowance";

export type Visit = { ip: string; userAgent: string; dimensions: Dimensions } & (
  { kind: "page"; path: string } | { kind: "step"; form: WizardName; step: number }
);

/** What became of a batch: counted (`folded` of them as "other"), or past an allowance and not counted. */
export type Counted = { counted: number; folded: number; overAllowance: number };

/** Counts one report; false when its address is past its allowance and nothing was counted. */
export async function countVisit(db: Database, visit: Visit, now = new Date()): Promise<boolean> {
  return (await countVisits(db, [visit], now)).counted === 1;
}

/**
 * Counts reports together, a few statements for any number: those within their address's and network's allowance,
 * their names within the day's cap (else as "other"); page views (and a visitor, on the path of their first view,
 * when this address, browser and attribution are new today) and wizard steps.
 */
export async function countVisits(db: Database, visits: Visit[], now = new Date()): Promise<Counted> {
  const allowed = await withinAllowance(db, visits, now);
  const overAllowance = visits.length - allowed.length;
  if (allowed.length === 0) return { counted: 0, folded: 0, overAllowance };
  const day = await reportDay(db, now);
  const secret = await dailySecret(db, day);
  const { visits: named, folded } = await foldNames(db, day, secret, allowed);
  const steps = named.filter((visit) => visit.kind === "step");
  const pages = named.filter((visit) => visit.kind === "page");
  if (steps.length) await countSteps(db, day, steps);
  if (pages.length) await countPages(db, day, secret, pages);
  return { counted: allowed.length, folded, overAllowance };
}

async function countSteps(db: Database, day: string, steps: Extract<Visit, { kind: "step" }>[]) {
  const counts = new Map<string, { form: WizardName; step: number; source: string; count: number }>();
  for (const { form, step, dimensions } of steps) {
    const key = JSON.stringify([form, step, dimensions.source]);
    const row = counts.get(key) ?? { form, step, source: dimensions.source, count: 0 };
    counts.set(key, { ...row, count: row.count + 1 });
  }
  await db
    .insert(wizardStepDays)
    .values([...counts.values()].map((row) => ({ day, ...row })))
    .onConflictDoUpdate({
      target: [wizardStepDays.day, wizardStepDays.form, wizardStepDays.step, wizardStepDays.source],
      set: { count: sql`${wizardStepDays.count} + excluded.count` },
    });
}

async function countPages(
  db: Database,
  day: string,
  secret: string,
  pages: Extract<Visit, { kind: "page" }>[],
) {
  const seen = new Set<string>();
  const rows = pages.map(({ ip, userAgent, path, dimensions: d }) => {
    const mark = createHmac("sha256", secret)
      .update(JSON.stringify([ip, userAgent, d.source, d.medium, d.campaign, d.landingPage]))
      .digest("base64url");
    // A visitor counts on the path of their first view only.
    const first = !seen.has(mark);
    seen.add(mark);
    return sql`(${path}, ${d.source}, ${d.medium}, ${d.campaign}, ${d.landingPage}, ${first ? mark : null}::text)`;
  });
  const marks = [...seen].map((mark) => sql`(${day}::date, ${mark})`);
  // One statement: a visitor counts only when their mark is new today, however many views arrive at once.
  await db.execute(sql`with fresh as (
      insert into ${visitorMarks} (day, mark) values ${sql.join(marks, sql`, `)} on conflict do nothing returning mark)
    insert into ${pageViewDays} as p (day, path, source, medium, campaign, landing_page, views, visitors)
    select ${day}::date, path, source, medium, campaign, landing_page, count(*)::int,
      (count(*) filter (where mark in (select mark from fresh)))::int
    from (values ${sql.join(rows, sql`, `)}) as v(path, source, medium, campaign, landing_page, mark)
    group by path, source, medium, campaign, landing_page
    on conflict (day, source, medium, campaign, landing_page, path)
    do update set views = p.views + excluded.views, visitors = p.visitors + excluded.visitors`);
}
