import "server-only";
import { defineChannel, notSentDraft } from "@/lib/delivery/channel";
import { NOT_SENT } from "@/lib/delivery/result";
import { EMAIL_DELAYS } from "@/lib/delivery/schedules";
import { prospectConfirmation } from "@/lib/email/messages";
import { isSuppressed } from "@/lib/email/unsubscribe";
import { bookingUrlOf, currentFacts } from "@/lib/site-facts/current";
import { partyOf } from "@/lib/site-facts/on-page";
import { leadOf, sendEmailJob } from "./email";

/** The prospect's confirmation; one that will not go is still written, as not sent with its reason. */
export const prospectEmail = defineChannel({
  type: "prospect_email",
  log: "email",
  delays: EMAIL_DELAYS,
  retry: "any",
  jobsFor: async (event, tx) => {
    if (event.type !== "lead.created") return [];
    const { lead } = event;
    const skipped =
      event.prospectNotSent || ((await isSuppressed(tx, lead.email)) ? NOT_SENT.unsubscribed : null);
    return [skipped ? notSentDraft(skipped, { to: lead.email }) : {}];
  },
  send: async (job, { db }) => {
    const lead = await leadOf(db, job);
    if ("refused" in lead) return sendEmailJob(job, lead);
    const facts = await currentFacts(db);
    // The address may have unsubscribed after the lead came in: confirmations respect it to the last moment.
    return sendEmailJob(
      job,
      await prospectConfirmation(lead, partyOf(facts), bookingUrlOf(facts)),
      async (message) => ((await isSuppressed(db, message.to)) ? NOT_SENT.unsubscribed : null),
    );
  },
});
