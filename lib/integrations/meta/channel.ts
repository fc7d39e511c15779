import "server-only";
import { siteUrl } from "@/lib/env";
import { STAGES } from "@/lib/db/schema";
import { defineChannel, type JobDraft } from "@/lib/delivery/channel";
import { WEBHOOK_DELAYS } from "@/lib/delivery/schedules";
import { conversionDraft, CONVERSION_GPC, formPageOf, sendWithinWindow } from "../conversion";
import { stageWorth } from "../value";
import {
  metaContactBody,
  metaEventTime,
  metaLeadBody,
  metaStatusBody,
  META_MAX_AGE_MS,
  type MetaEventName,
} from "./payload";
import { sendMeta } from "./send";
import { metaDestination, metaTarget, META_NOT_SENT } from "./settings";

const draft = (name: MetaEventName, body: Record<string, unknown>, why?: string) =>
  conversionDraft({ event: name, payload: body, target: metaTarget(), why });

/** One attempt at a stored event, unless it is past the platform's window. */
export const deliverMeta = sendWithinWindow(
  { eventTime: metaEventTime, maxAgeMs: META_MAX_AGE_MS, tooOld: META_NOT_SENT.tooOld },
  sendMeta,
);

/**
 * Meta's Conversions API: `Lead` for each new lead (event id = submission id, hashed email and phone, fbc, fbp, the
 * visit's address and browser), then the event of each stage a lead first reaches, with the lead's value there; none
 * past Meta's 7 days.
 */
export const meta = defineChannel({
  type: "meta_event",
  log: "conversion",
  delays: WEBHOOK_DELAYS,
  retry: "any",
  jobsFor: async (event, tx): Promise<JobDraft[]> => {
    if (!metaDestination()) return [];
    if (event.type === "call.clicked") {
      const { click, page, visit } = event;
      const why = click.gpc ? CONVERSION_GPC : visit.userAgent ? undefined : META_NOT_SENT.noUserAgent;
      if (why || !visit.userAgent) return [{ ...draft("Contact", {}, why), leadId: null }];
      const body = metaContactBody(click, {
        ip: visit.ip,
        userAgent: visit.userAgent,
        sourceUrl: `${siteUrl()}${page}`,
        page,
      });
      return [{ ...draft("Contact", body), leadId: null }];
    }
    if (event.type !== "lead.created" && event.type !== "lead.updated") return [];
    const { lead } = event;
    if (event.type === "lead.created") {
      const { userAgent, ip } = event.visit;
      const why = lead.gpc ? CONVERSION_GPC : userAgent ? undefined : META_NOT_SENT.noUserAgent;
      if (why || !userAgent) return [draft("Lead", {}, why)];
      const sourceUrl = `${siteUrl()}${formPageOf(lead)}`;
      return [draft("Lead", metaLeadBody(lead, { ip, userAgent, sourceUrl }))];
    }
    const events = STAGES.filter((stage) => event.reached.includes(stage.status)).flatMap((stage) =>
      stage.ads.meta ? [{ name: stage.ads.meta, stage: stage.status }] : [],
    );
    if (lead.gpc || events.length === 0) return [];
    const worth = await stageWorth(tx, lead);
    return events.map(({ name, stage }) => draft(name, metaStatusBody(lead, name, event.at, worth(stage))));
  },
  send: (job) => deliverMeta(job.payload),
});
