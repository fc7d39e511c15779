import "server-only";
import { defineChannel, notSentDraft } from "@/lib/delivery/channel";
import { EMAIL_DELAYS } from "@/lib/delivery/schedules";
import { ownerNotification } from "@/lib/email/messages";
import { env } from "@/lib/env";
import { emailParty } from "@/lib/site-facts/current";
import { leadOf, sendEmailJob } from "./email";

/** The owner's copy of each new lead; past the hour's number it waits in that hour's digest instead. */
export const ownerEmail = defineChannel({
  type: "owner_email",
  log: "email",
  delays: EMAIL_DELAYS,
  retry: "any",
  jobsFor: (event) => {
    if (event.type !== "lead.created") return [];
    const digest = event.ownerDigest;
    if (!digest) return [{}];
    return [
      { payload: { digest: digest.jobId }, ...notSentDraft(digest.reason, { to: env().NOTIFY_EMAIL }) },
    ];
  },
  send: async (job, { db }) => {
    const lead = await leadOf(db, job);
    return sendEmailJob(job, "refused" in lead ? lead : await ownerNotification(lead, await emailParty(db)));
  },
});
