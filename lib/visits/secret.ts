import "server-only";
import { randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/open";
import { visitNames, visitorMarks, visitSecrets } from "@/lib/db/schema";
import { processSingleton } from "@/lib/process-singleton";

type DayState = { zone?: Promise<string>; day?: string; secret?: Promise<string> };
// Per database handle: tests open several in one process.
const states = processSingleton("visit-secret", () => new WeakMap<Database, DayState>());
const stateOf = (db: Database) => states.get(db) ?? states.set(db, {}).get(db)!;

/** Today's date (YYYY-MM-DD) in the owner's report time zone, the one source_days counts in. */
export async function reportDay(db: Database, now: Date): Promise<string> {
  const state = stateOf(db);
  state.zone ??= db
    .execute(sql`select app.report_time_zone() as zone`)
    .then((result) => rowsOf<{ zone: string }>(result)[0]!.zone)
    .catch((error: unknown) => {
      state.zone = undefined;
      throw error;
    });
  const zone = await state.zone;
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The day's secret: made by whichever request or instance comes first (one row per day; the others read it), and the
 * days before it deleted with their marks and names, so yesterday's visitors can no longer be linked to today's.
 */
export async function dailySecret(db: Database, day: string): Promise<string> {
  const state = stateOf(db);
  if (state.day !== day || !state.secret) {
    state.day = day;
    state.secret = startDay(db, day).catch((error: unknown) => {
      state.secret = undefined;
      throw error;
    });
  }
  return state.secret;
}

async function startDay(db: Database, day: string): Promise<string> {
  const [row] = await db
    .insert(visitSecrets)
    .values({ day, secret: randomBytes(32).toString("base64url") })
    // A no-op update, so the statement returns the row another request made first.
    .onConflictDoUpdate({ target: visitSecrets.day, set: { secret: sql`${visitSecrets.secret}` } })
    .returning({ secret: visitSecrets.secret });
  await forgetDaysBefore(db, day);
  return row!.secret;
}

/** Deletes the secrets, marks and names of the days before `day` (also run hourly, so nothing waits for a visitor). */
export async function forgetDaysBefore(db: Database, day: string) {
  await db.delete(visitSecrets).where(lt(visitSecrets.day, day));
  await db.delete(visitorMarks).where(lt(visitorMarks.day, day));
  await db.delete(visitNames).where(lt(visitNames.day, day));
}
