import "server-only";
import { render, toPlainText } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import { deadJobEmail, emailTimeZone, ownerDigestEmail, ownerEmail, prospectEmail } from "@/content/emails";
import { deliveryLabels } from "@/content/deliveries";
import type { LegalParty } from "@/content/legal";
import { site } from "@/content/site";
import { bookingAttribution, buildBookingUrl } from "@/lib/attribution/booking-url";
import type { Lead } from "@/lib/db/schema";
import { bookingUrl, env, siteUrl } from "@/lib/env";
import { attributionRows, recordRows, submissionRows } from "@/lib/forms/lead-fields";
import { formatTime } from "@/lib/time-format";
import { unsubscribeLinks } from "./unsubscribe";
import { DeadJobAlert } from "./templates/dead-job-alert";
import { OwnerDigest } from "./templates/owner-digest";
import { OwnerNotification } from "./templates/owner-notification";
import { ProspectConfirmation } from "./templates/prospect-confirmation";
import type { EmailMessage } from "./send";

/** The job an alert is about. */
type DeadJob = {
  jobId: string;
  type: string;
  leadId: string | null;
  attempts: number;
  lastError: string | null;
};
/** The hour a digest covers, as ISO times. */
type DigestHour = { windowStart: string; windowEnd: string };

const settingsUrl = () => `${siteUrl()}/settings`;

/** Subjects are one header line: visitor text is flattened and capped (by character, never half an emoji). */
const subjectLine = (text: string) => Array.from(text.replace(/\s+/g, " ").trim()).slice(0, 150).join("");

/** One render; the plain text is converted from its HTML (what `render(…, { plainText })` does after a second render). */
async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}

/**
 * Every message takes `party`, the company's name, address and email as published when it is sent
 * (lib/site-facts/current.ts `emailParty`), never the build's.
 */

/** The owner's copy of a new lead: every field, its attribution and consent; replies go to the prospect. */
export async function ownerNotification(lead: Lead, party: LegalParty): Promise<EmailMessage> {
  const business = lead.businessName || lead.name;
  const subject = subjectLine(
    lead.kind === "contact" || lead.kind === "callback"
      ? ownerEmail.subject[lead.kind](lead.name)
      : ownerEmail.subject[lead.kind](business),
  );
  const element = createElement(OwnerNotification, {
    party,
    heading: ownerEmail.heading[lead.kind],
    preview: subject,
    submission: submissionRows(lead),
    attribution: attributionRows(lead),
    record: recordRows(lead),
    settingsUrl: settingsUrl(),
  });
  // A callback request may carry no email: then there is no one to reply to (the phone is in the email).
  return {
    to: env().NOTIFY_EMAIL,
    ...(lead.email && { replyTo: lead.email }),
    subject,
    ...(await renderBoth(element)),
  };
}

/** A first name only when plainly a name: the address is unverified, so no visitor text that could carry a link. */
function firstName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^[\p{L}\p{M}'’-]{1,40}$/u.test(first) ? first : null;
}

/** The prospect's confirmation; intake and demo requests carry a booking link with their attribution. */
export async function prospectConfirmation(
  lead: Lead,
  party: LegalParty,
  calendar = bookingUrl(),
): Promise<EmailMessage> {
  const unsubscribe = unsubscribeLinks(lead.email);
  const element = createElement(ProspectConfirmation, {
    party,
    kind: lead.kind,
    firstName: firstName(lead.name),
    ...(lead.kind !== "contact" && {
      bookingUrl: buildBookingUrl(calendar, site.leadSource, bookingAttribution(lead.attribution, lead.gpc)),
    }),
    unsubscribeUrl: unsubscribe.page,
    smsConsent: Boolean(lead.smsConsentText),
  });
  return {
    to: lead.email,
    // "If it's urgent, reply to this email": the reply reaches the owner, not a sender address nobody reads.
    replyTo: env().NOTIFY_EMAIL,
    subject: prospectEmail.subject(party.name)[lead.kind],
    headers: unsubscribe.headers,
    ...(await renderBoth(element)),
  };
}

/** Tells the owner an outbox job ran out of attempts. */
export async function deadJobAlert(info: DeadJob, party: LegalParty): Promise<EmailMessage> {
  const { labels } = deadJobEmail;
  const type = deliveryLabels[info.type] ?? info.type;
  const rows = [
    { label: labels.jobId, value: info.jobId },
    { label: labels.type, value: type },
    { label: labels.leadId, value: info.leadId ?? deadJobEmail.noLead },
    { label: labels.attempts, value: String(info.attempts) },
    { label: labels.lastError, value: info.lastError || deadJobEmail.noError },
  ];
  const element = createElement(DeadJobAlert, { party, rows, settingsUrl: settingsUrl() });
  return {
    to: env().NOTIFY_EMAIL,
    subject: subjectLine(deadJobEmail.subject(type)),
    ...(await renderBoth(element)),
  };
}

const clock = (iso: string, zone = false) =>
  new Date(iso).toLocaleTimeString("en-US", {
    timeZone: emailTimeZone,
    hour: "numeric",
    minute: "2-digit",
    ...(zone && { timeZoneName: "short" }),
  });

/** The hour's further leads in one email: when, which form, who, and a link to each (visitor text never in the subject). */
export async function ownerDigest(
  hour: DigestHour,
  leads: readonly Lead[],
  total: number,
  party: LegalParty,
): Promise<EmailMessage> {
  const subject = ownerDigestEmail.subject(total, clock(hour.windowStart), clock(hour.windowEnd, true));
  const element = createElement(OwnerDigest, {
    party,
    preview: subject,
    intro: ownerDigestEmail.intro(env().OWNER_NOTIFICATIONS_PER_HOUR),
    entries: leads.map((lead) => ({
      heading: `${formatTime(lead.createdAt)} · ${ownerDigestEmail.kinds[lead.kind]}`,
      line: [lead.name, lead.email, lead.businessName].filter(Boolean).join(" · "),
      url: `${settingsUrl()}/leads/${lead.id}`,
    })),
    more: total - leads.length,
    settingsUrl: settingsUrl(),
  });
  return { to: env().NOTIFY_EMAIL, subject, ...(await renderBoth(element)) };
}
