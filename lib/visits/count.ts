import "server-only";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Dimensions } from "@/lib/attribution/dimensions";
import type { Database } from "@/lib/db/open";
import { pageViewDays, visitorMarks, wizardStepDays } from "@/lib/db/schema";
import { countHits } from "@/lib/rate-limit";
import { hashIp } from "@/lib/request/client";
import { dailySecret, reportDay } from "./secret";
import type { WizardName } from "./wizards";

/** However it varies its paths, campaigns or browser, one address adds at most this much a minute and a day. */
export const ADDRESS_RULES = [
  { limit: 120, windowSeconds: 60 },
  { limit: 1000, windowSeconds: 86_400 },
];

export type Visit = { ip: string; userAgent: string; dimensions: Dimensions } & (
  { kind: "page"; path: string } | { kind: "step"; form: WizardName; step: number }
);

/** Counts one report; false when its address is past its allowance and nothing was counted. */
export async function countVisit(db: Database, visit: Visit, now = new Date()): Promise<boolean> {
  return (await countVisits(db, [visit], now)) === 1;
}

/**
 * Counts reports together, a few statements for any number: page views (and a visitor, on the path of their first
 * view, when this address, browser and attribution are new today) and wizard steps. Returns how many counted.
 */
export async function countVisits(db: Database, visits: Visit[], now = new Date()): Promise<number> {
  const allowed = await withinAllowance(db, visits, now);
  if (allowed.length === 0) return 0;
  const day = await reportDay(db, now);
  const steps = allowed.filter((visit) => visit.kind === "step");
  const pages = allowed.filter((visit) => visit.kind === "page");
  if (steps.length) await countSteps(db, day, steps);
  if (pages.length) await countPages(db, day, await dailySecret(db, day), pages);
  return allowed.length;
}

async function withinAllowance(db: Database, visits: Visit[], now: Date): Promise<Visit[]> {
  const keyOf = (visit: Visit) => `visit:${hashIp(visit.ip)}`;
  const hits = new Map<string, number>();
  for (const visit of visits) hits.set(keyOf(visit), (hits.get(keyOf(visit)) ?? 0) + 1);
  const room = await countHits(db, hits, ADDRESS_RULES, now.getTime());
  return visits.filter((visit) => {
    const left = room.get(keyOf(visit)) ?? 0;
    room.set(keyOf(visit), left - 1);
    return left > 0;
  });
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
