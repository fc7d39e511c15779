import "server-only";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Dimensions } from "@/lib/attribution/dimensions";
import type { Database } from "@/lib/db/open";
import { pageViewDays, visitorMarks, wizardStepDays } from "@/lib/db/schema";
import { hashIp } from "@/lib/request-meta";
import { hitRateLimit } from "@/lib/rate-limit";
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

/**
 * Counts a page view (and a visitor, when this address, browser and attribution are new today) or a wizard step.
 * False when the address is past its allowance and nothing was counted.
 */
export async function countVisit(db: Database, visit: Visit, now = new Date()): Promise<boolean> {
  if (!(await hitRateLimit(db, `visit:${hashIp(visit.ip)}`, ADDRESS_RULES, now.getTime()))) return false;
  const day = await reportDay(db, now);
  const { source, medium, campaign, landingPage } = visit.dimensions;
  if (visit.kind === "step") {
    await db
      .insert(wizardStepDays)
      .values({ day, form: visit.form, step: visit.step, source, count: 1 })
      .onConflictDoUpdate({
        target: [wizardStepDays.day, wizardStepDays.form, wizardStepDays.step, wizardStepDays.source],
        set: { count: sql`${wizardStepDays.count} + 1` },
      });
    return true;
  }
  const secret = await dailySecret(db, day);
  const mark = createHmac("sha256", secret)
    .update(JSON.stringify([visit.ip, visit.userAgent, source, medium, campaign, landingPage]))
    .digest("base64url");
  // One statement: the visitor counts only when their mark is new, however many views arrive at once.
  await db.execute(sql`with fresh as (
      insert into ${visitorMarks} (day, mark) values (${day}, ${mark}) on conflict do nothing returning 1)
    insert into ${pageViewDays} as p (day, path, source, medium, campaign, landing_page, views, visitors)
    values (${day}, ${visit.path}, ${source}, ${medium}, ${campaign}, ${landingPage}, 1, (select count(*)::int from fresh))
    on conflict (day, source, medium, campaign, landing_page, path)
    do update set views = p.views + 1, visitors = p.visitors + excluded.visitors`);
  return true;
}
