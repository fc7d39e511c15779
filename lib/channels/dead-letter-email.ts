import "server-only";
import { z } from "zod";
import { shippedParty } from "@/content/legal";
import type { Database } from "@/lib/db/open";
import { errorText, logEvent } from "@/lib/log";
import { defineChannel } from "@/lib/delivery/channel";
import { EMAIL_DELAYS } from "@/lib/delivery/schedules";
import { deadJobAlert } from "@/lib/email/messages";
import { emailParty } from "@/lib/site-facts/current";
import { sendEmailJob } from "./email";

/** The payload of a dead-letter alert: the job that ran out of attempts. */
export const deadJobPayload = z.object({
  jobId: z.string(),
  type: z.string(),
  leadId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type DeadJobPayload = z.infer<typeof deadJobPayload>;

/** The alert is never retried: one the published facts cannot be read for still goes, under the shipped name. */
const alertParty = (db: Database) =>
  emailParty(db).catch((error: unknown) => {
    logEvent("warn", "email_party_read_failed", { error: errorText(error) });
    return shippedParty;
  });

/** Tells the owner a job ran out of attempts (an alert that dies itself raises none). */
export const deadLetterEmail = defineChannel({
  type: "dead_letter_email",
  log: "email",
  delays: EMAIL_DELAYS,
  retry: "never",
  jobsFor: (event) => {
    if (event.type !== "job.dead" || event.job.type === "dead_letter_email") return [];
    const { job, attempts, error } = event;
    const payload: DeadJobPayload = {
      jobId: job.id,
      type: job.type,
      leadId: job.leadId,
      attempts,
      lastError: error,
    };
    return [{ leadId: job.leadId, payload }];
  },
  send: async (job, { db }) => {
    const info = deadJobPayload.safeParse(job.payload);
    return sendEmailJob(
      job,
      info.success
        ? await deadJobAlert(info.data, await alertParty(db))
        : { refused: "Malformed job payload" },
    );
  },
});
