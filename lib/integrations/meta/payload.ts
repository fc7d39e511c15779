import "server-only";
import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { fbcOf } from "@/lib/attribution/click-ids";
import type { Attribution } from "@/lib/attribution/keys";
import type { StageAds } from "@/lib/db/lead-statuses";

// Meta Conversions API (https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api):
// POST /{version}/{pixel_id}/events?access_token=…, JSON { data: [event] }. Each event: event_name, event_time (Unix
// seconds, at most 7 days old or the whole request is refused), event_id (deduplicates with the browser pixel),
// action_source, event_source_url (website events), user_data. Customer information parameters
// (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters):
// em and ph as SHA-256 hex of the normalised value (email trimmed and lower-cased; phone digits only, with the
// country code, no +); fbc, fbp, client_ip_address and client_user_agent are sent as they are, never hashed.

export const META_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** `Contact`: Meta's standard event for a call (a tap on an ad page's call button). */
export type MetaEventName = "Lead" | "Contact" | NonNullable<StageAds["meta"]>;

type UserData = {
  em?: string[];
  ph?: string[];
  fbc?: string;
  fbp?: string;
  client_ip_address?: string;
  client_user_agent?: string;
};

export type MetaEvent = {
  event_name: MetaEventName;
  event_time: number;
  event_id: string;
  action_source: "website" | "system_generated";
  event_source_url?: string;
  user_data: UserData;
  custom_data: { form_type: string; value?: number; currency?: string } | { page: string };
};

export type MetaBody = { data: [MetaEvent] };

export const sha256Hex = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** E.164 digits without the +, as Meta hashes phone numbers; undefined for anything that is not a number. */
export function phoneDigits(phone: unknown): string | undefined {
  if (typeof phone !== "string" || !phone) return undefined;
  const parsed = parsePhoneNumberFromString(phone, "US");
  return parsed?.isValid() ? parsed.number.slice(1) : undefined;
}

type LeadFacts = {
  email: string;
  payload: Record<string, unknown>;
  attribution: Attribution;
};

/** Who the event is about, as Meta matches people: hashed contact details and the click and browser ids. */
function userData(lead: LeadFacts): UserData {
  const phone = phoneDigits(lead.payload.phone);
  return {
    // A callback request may come without an email: Meta matches on what there is.
    ...(lead.email && { em: [sha256Hex(normalizedEmail(lead.email))] }),
    ...(phone && { ph: [sha256Hex(phone)] }),
    ...(fbcOf(lead.attribution) && { fbc: fbcOf(lead.attribution) }),
    ...(lead.attribution._fbp && { fbp: lead.attribution._fbp }),
  };
}

/** The `Lead` of a form submission: event_id is the submission id, so a browser pixel's own Lead is deduplicated. */
export function metaLeadBody(
  lead: LeadFacts & { submissionId: string; kind: string; createdAt: Date },
  visit: { ip: string; userAgent: string; sourceUrl: string },
): MetaBody {
  return {
    data: [
      {
        event_name: "Lead",
        event_time: Math.floor(lead.createdAt.getTime() / 1000),
        event_id: lead.submissionId,
        action_source: "website",
        event_source_url: visit.sourceUrl,
        user_data: {
          ...userData(lead),
          ...(isIP(visit.ip) && { client_ip_address: visit.ip }),
          client_user_agent: visit.userAgent,
        },
        custom_data: { form_type: lead.kind },
      },
    ],
  };
}

/**
 * A tap on an ad page's call button: event_id is the tap's id; only the click and browser ids and the visit's address
 * and browser identify it (no email or phone: the caller has given none).
 */
export function metaContactBody(
  click: { id: string; createdAt: Date; attribution: Attribution },
  visit: { ip: string; userAgent: string; sourceUrl: string; page: string },
): MetaBody {
  const fbc = fbcOf(click.attribution);
  return {
    data: [
      {
        event_name: "Contact",
        event_time: Math.floor(click.createdAt.getTime() / 1000),
        event_id: click.id,
        action_source: "website",
        event_source_url: visit.sourceUrl,
        user_data: {
          ...(fbc && { fbc }),
          ...(click.attribution._fbp && { fbp: click.attribution._fbp }),
          ...(isIP(visit.ip) && { client_ip_address: visit.ip }),
          client_user_agent: visit.userAgent,
        },
        custom_data: { page: visit.page },
      },
    ],
  };
}

/** A later step of the same lead (qualified, won): done by the owner, so system_generated, not a website event. */
export function metaStatusBody(
  lead: LeadFacts & { submissionId: string; kind: string },
  name: Exclude<MetaEventName, "Lead">,
  at: Date,
  worth?: { value: number; currency: string },
): MetaBody {
  return {
    data: [
      {
        event_name: name,
        event_time: Math.floor(at.getTime() / 1000),
        event_id: `${lead.submissionId}:${name}`,
        action_source: "system_generated",
        user_data: userData(lead),
        // The lead's value at this stage: Meta's standard custom_data value (a number) and ISO 4217 currency.
        custom_data: { form_type: lead.kind, ...(worth && { value: worth.value, currency: worth.currency }) },
      },
    ],
  };
}

export function metaEventsUrl(
  destination: { baseUrl: string; pixelId: string; token: string },
  version: string,
) {
  return `${destination.baseUrl}/${version}/${destination.pixelId}/events?${new URLSearchParams({ access_token: destination.token })}`;
}

const stored = z.object({
  data: z.array(z.object({ event_time: z.number(), event_name: z.string() })).min(1),
});

/** When a stored body's event happened, in milliseconds; undefined for a body of another shape. */
export function metaEventTime(payload: unknown): number | undefined {
  const body = stored.safeParse(payload);
  return body.success ? body.data.data[0]!.event_time * 1000 : undefined;
}
