import "server-only";
import { eq, sql } from "drizzle-orm";
import { leadRecordCopy } from "@/content/lead-record";
import { leads } from "@/lib/db/schema";
import { REPORT_TIME_ZONE, reportToday } from "@/lib/reports/range";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";
import { formatTime } from "@/lib/time-format";
import { z } from "zod";

const copy = leadRecordCopy.followUp;

/** How far ahead a follow-up may be set: further is a typo (a year of 20266), not a plan. */
const MAX_DAYS_AHEAD = 731;
// What a datetime-local input sends: a day and a time, seconds optional, no zone (it is the owner's).
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

export type FollowUpState = OwnerState & { followUpChanged?: boolean };

/**
 * A day and time the owner typed, checked: a real calendar day and clock time, from today on (the owner's day) and
 * within two years. Returns the wall time as `YYYY-MM-DD HH:MM` for the database to place in the owner's zone.
 */
export function parseFollowUp(raw: string, now: Date): { local: string } | { error: string } {
  const match = LOCAL.exec(raw.trim());
  if (!match) return { error: copy.invalid };
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!));
  const realDay =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d && y! >= 2000;
  if (!realDay || h! > 23 || mi! > 59) return { error: copy.invalid };
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const today = reportToday(now);
  if (day < today) return { error: copy.past };
  if (date.getTime() - Date.parse(`${today}T00:00:00Z`) > MAX_DAYS_AHEAD * 86_400_000)
    return { error: copy.tooFar };
  return { local: `${day} ${match[4]}:${match[5]}` };
}

/** A stored follow-up as a datetime-local input shows it: the owner's wall time. */
export function followUpInputValue(at: Date | null): string {
  if (!at) return "";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: REPORT_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The follow-up form's post: `leadId`, `followUpAt` (the owner's wall time) and `intent` (save or clear). A time that
 * is not one is a message beside the field and changes nothing.
 */
export const setFollowUpFromForm: OwnerTask<FollowUpState> = (db, check, formData) => {
  const raw = String(formData.get("followUpAt") ?? "");
  return asOwner<FollowUpState>(check, { event: "lead_follow_up_failed", toast: copy.failed }, async () => {
    const leadId = z.uuid().safeParse(formData.get("leadId"));
    if (!leadId.success) return failed(copy.unknownLead);
    const clear = formData.get("intent") === "clear";
    let at: ReturnType<typeof sql> | null = null;
    if (!clear) {
      const parsed = parseFollowUp(raw, new Date());
      if ("error" in parsed)
        return failed(copy.notSaved(parsed.error), {
          fieldErrors: { followUpAt: parsed.error },
          values: { followUpAt: raw },
        });
      // The owner's zone, as the report and the desk read days, with its daylight saving rules.
      at = sql`(${parsed.local}::timestamp at time zone app.report_time_zone())`;
    }
    const [row] = await db
      .update(leads)
      .set({ followUpAt: at })
      .where(eq(leads.id, leadId.data))
      .returning({ followUpAt: leads.followUpAt });
    if (!row) return failed(copy.unknownLead);
    return succeeded(row.followUpAt ? copy.saved(formatTime(row.followUpAt)) : copy.cleared, {
      followUpChanged: true,
    });
  });
};
