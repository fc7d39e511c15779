import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { gaClientId, randomGaClientId } from "@/lib/attribution/click-ids";
import type { Transaction, Database } from "@/lib/db/open";
import { outboxJobs, STAGES } from "@/lib/db/schema";
import { defineChannel, type JobDraft } from "@/lib/delivery/channel";
import { WEBHOOK_DELAYS } from "@/lib/delivery/schedules";
import { conversionDraft, CONVERSION_GPC, sendWithinWindow } from "../conversion";
import { stageWorth } from "../value";
import { ga4Body, ga4ClientIdOf, ga4EventTime, GA4_MAX_AGE_MS, type Ga4EventName } from "./payload";
import { sendGa4 } from "./send";
import { ga4Destination, ga4Target, GA4_NOT_SENT } from "./settings";

const draft = (name: Ga4EventName, body: Record<string, unknown>, why?: string) =>
  conversionDraft({ event: name, payload: body, target: ga4Target(), why });

/** The GA4 client id the lead's generate_lead used, so its later events go under the same visitor. */
async function submittedClientId(tx: Database | Transaction, leadId: string) {
  const [first] = await tx
    .select({ payload: outboxJobs.payload })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.leadId, leadId), eq(outboxJobs.type, "ga4_event")))
    .orderBy(asc(outboxJobs.createdAt))
    .limit(1);
  return first && ga4ClientIdOf(first.payload);
}

/** One attempt at a stored event, unless it is past the platform's window. */
export const deliverGa4 = sendWithinWindow(
  { eventTime: ga4EventTime, maxAgeMs: GA4_MAX_AGE_MS, tooOld: GA4_NOT_SENT.tooOld },
  sendGa4,
);

/**
 * GA4's recommended lead events through the Measurement Protocol: generate_lead for each new lead, then the event of
 * each stage a lead first reaches (lib/db/lead-statuses.ts) with the lead's value there, under the visitor's `_ga`
 * client id. Bodies are written
 * with the job, so every retry sends the same event; none past GA4's 72 hours.
 */
export const ga4 = defineChannel({
  type: "ga4_event",
  log: "conversion",
  delays: WEBHOOK_DELAYS,
  retry: "any",
  jobsFor: async (event, tx): Promise<JobDraft[]> => {
    if (!ga4Destination()) return [];
    if (event.type === "call.clicked") {
      const { click, page } = event;
      if (click.gpc) return [{ ...draft("contact", {}, CONVERSION_GPC), leadId: null }];
      const clientId = gaClientId(click.attribution._ga) ?? randomGaClientId(click.createdAt.getTime());
      return [
        {
          ...draft("contact", ga4Body("contact", clientId, click.createdAt, page, undefined, "page")),
          leadId: null,
        },
      ];
    }
    if (event.type !== "lead.created" && event.type !== "lead.updated") return [];
    const { lead } = event;
    if (event.type === "lead.created") {
      const clientId = gaClientId(lead.attribution._ga) ?? randomGaClientId(lead.createdAt.getTime());
      if (lead.gpc) return [draft("generate_lead", {}, CONVERSION_GPC)];
      return [draft("generate_lead", ga4Body("generate_lead", clientId, lead.createdAt, lead.kind))];
    }
    const events = STAGES.filter((stage) => event.reached.includes(stage.status)).flatMap((stage) =>
      stage.ads.ga4 ? [{ name: stage.ads.ga4, stage: stage.status }] : [],
    );
    if (events.length === 0 || lead.gpc) return [];
    const clientId =
      (await submittedClientId(tx, lead.id)) ??
      gaClientId(lead.attribution._ga) ??
      randomGaClientId(event.at.getTime());
    const worth = await stageWorth(tx, lead);
    return events.map(({ name, stage }) =>
      draft(name, ga4Body(name, clientId, event.at, lead.kind, worth(stage))),
    );
  },
  send: (job) => deliverGa4(job.payload),
});
