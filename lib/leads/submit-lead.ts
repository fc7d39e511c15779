import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { toasts, type ToastMessage } from "@/content/forms";
import { browserIds } from "@/lib/attribution/click-ids";
import { attributionFromCookies, type CookieReader } from "@/lib/attribution/request";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { cookieName } from "@/lib/cookie-names";
import type { Database } from "@/lib/db/open";
import type { NewLead } from "@/lib/db/schema";
import { FORM_FIELDS } from "@/lib/forms/lead-fields";
import { insertLead, isStored } from "@/lib/leads/insert-lead";
import { errorText, logEvent } from "@/lib/log";
import { kickOutbox } from "@/lib/outbox/loop";
import { turnstile } from "@/lib/env";
import { NOT_SENT } from "@/lib/delivery/result";
import { confirmationRefusal, ownerDigestFor, senderOf } from "@/lib/leads/ceilings";
import { clientIp, hashIp, userAgent, type HeaderReader } from "@/lib/request/client";
import { sentGlobalPrivacyControl } from "@/lib/request/privacy";
import { isHttpsRequest } from "@/lib/request/protocol";
import { appSecret } from "@/lib/secret";
import { INVALID_PHONE } from "@/lib/forms/fields";
import { echoValues, firstErrors, formDataToObject, isFormData } from "@/lib/forms/form-data";
import { FORM_TOKEN_COOKIE, isTooFast, readFormToken } from "@/lib/forms/form-token";
import { invalidToast } from "@/lib/forms/invalid-toast";
import { exceededPostLimit } from "./post-limits";
import { bookingOffer, untiedOffer } from "./booking-offer";
import { FORM_TOASTS, META_FIELDS, type BookingOffer, type FormState } from "@/lib/forms/state";
import { submissionIdFor } from "@/lib/forms/submission-id";
import { verifyTurnstile } from "@/lib/forms/turnstile";

/** One lead form: what it asks, how its answers become a lead, and what the visitor is told. */
export type LeadForm<S extends z.ZodType = z.ZodType> = {
  kind: NewLead["kind"];
  schema: S;
  listFields?: readonly string[];
  /** The lead, with the consent wordings the visitor agreed to (SMS consent apart from email consent). */
  toLead: (data: z.output<S>) => Pick<NewLead, "name" | "email" | "businessName" | "payload"> & {
    consentText?: string;
    smsConsentText?: string;
  };
};

/** A well-shaped phone number no numbering plan has; the plans are too heavy for the form pages to check. */
function serverFieldErrors({ phone }: Record<string, unknown>): Record<string, string> {
  const real = typeof phone !== "string" || !phone || parsePhoneNumberFromString(phone)?.isValid();
  return real ? {} : { phone: INVALID_PHONE };
}

/** What a post needs from its request and the server, passed in so the pipeline runs without Next (tests). */
export type LeadRequest = {
  /** The request's cookies and headers, read only once the post is known to be form data. */
  read: () => Promise<{ cookies: CookieReader; headers: HeaderReader }>;
  getDb: () => Promise<Database>;
  /** Runs work once the response is on its way (Next's `after`). */
  afterResponse: (task: () => Promise<void>) => void;
};

// Form data only; bots dropped quietly; validation; a retry of a stored post answered as before; Turnstile;
// per-address limit; then the lead and its deliveries stored in one statement, delivered after the response.
// Never throws: a failure keeps the visitor's answers.
export async function submitLead<S extends z.ZodType>(
  options: LeadForm<S>,
  formData: FormData,
  request: LeadRequest,
): Promise<FormState> {
  const { kind } = options;
  const { success: sent, silent, invalid, failure } = FORM_TOASTS[kind];
  if (!isFormData(formData)) return { status: "error", toast: invalid, at: Date.now() };
  const raw = formDataToObject(formData, options.listFields);
  const values = echoValues(raw, FORM_FIELDS[kind]);
  const at = Date.now();
  // Sent: the visitor's booking link at once, and an email spoken of only when one is on its way.
  const success = (booking: BookingOffer): FormState => ({
    status: "success",
    toast: booking.emailFollows ? sent : silent,
    booking,
    at,
  });
  const refused = (toast: ToastMessage): FormState => ({
    status: "error",
    toast: { ...toast, variant: "destructive" },
    values,
    at,
  });

  try {
    const { cookies: cookieStore, headers: headerStore } = await request.read();
    const https = isHttpsRequest(headerStore);
    const token = readFormToken(appSecret(), cookieStore.get(cookieName(FORM_TOKEN_COOKIE, https))?.value);
    // Bots get a success so they learn little; nothing is stored, so no email is spoken of.
    const spam = raw[META_FIELDS.honeypot] ? "honeypot" : isTooFast(token) ? "too_fast" : undefined;
    if (spam) {
      logEvent("info", "form_spam_dropped", { kind, reason: spam });
      return success(untiedOffer);
    }

    const parsed = options.schema.safeParse(raw);
    const fieldErrors = parsed.success
      ? serverFieldErrors(parsed.data as Record<string, unknown>)
      : firstErrors(z.flattenError(parsed.error).fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length) {
      return { status: "error", toast: invalidToast(fieldErrors, invalid), fieldErrors, values, at };
    }

    const ip = clientIp(headerStore);
    const ipHash = hashIp(ip);
    const submissionId = submissionIdFor(raw[META_FIELDS.submissionId], {
      kind,
      nonce: token?.nonce,
      ipHash,
      content: parsed.data,
    });
    const db = await request.getDb();
    // A retry of a post already stored (its answer was lost) is answered as the first was: it spends no limit, and
    // its single-use Turnstile token is not checked a second time.
    if (await isStored(db, submissionId)) {
      logEvent("info", "lead_duplicate", { kind, leadId: null, submissionId });
      return success(await bookingOffer(db, submissionId, appSecret()));
    }

    const turnstileToken = raw[META_FIELDS.turnstile];
    if (!(await verifyTurnstile(typeof turnstileToken === "string" ? turnstileToken : undefined, ip, kind))) {
      return refused(toasts.verificationFailed);
    }
    // Without the form page's cookie the time trap cannot run: such posts get a stricter limit, unless Turnstile vouched.
    const timed = token !== null || turnstile() !== undefined;
    const limit = await exceededPostLimit(db, { kind, ip, timed });
    if (limit) {
      logEvent("warn", "form_rate_limited", { kind, limit });
      return refused(toasts.rateLimited);
    }

    const { consentText, smsConsentText, ...fields } = options.toLead(parsed.data);
    const [webhookOwners, prospectNotSent, ownerDigest] = await Promise.all([
      currentOwnerIds(db),
      // A callback request may leave email out: nothing to confirm to, and no recipient's count to spend.
      fields.email ? confirmationRefusal(db, fields.email, senderOf(ip)) : NOT_SENT.noAddress,
      ownerDigestFor(db, senderOf(ip)),
    ]);
    const createdAt = new Date();
    const lead = {
      ...fields,
      kind,
      attribution: { ...attributionFromCookies(cookieStore, https), ...browserIds(cookieStore) },
      consent: Boolean(consentText),
      consentText: consentText ?? null,
      consentedAt: consentText ? createdAt : null,
      smsConsentText: smsConsentText ?? null,
      smsConsentedAt: smsConsentText ? createdAt : null,
      submissionId,
      gpc: sentGlobalPrivacyControl(headerStore),
      ipHash,
      userAgent: userAgent(headerStore),
      createdAt,
    };
    const visit = { ip, userAgent: lead.userAgent };
    const stored = await insertLead(db, lead, { webhookOwners, prospectNotSent, ownerDigest, visit });
    logEvent("info", stored ? "lead_stored" : "lead_duplicate", {
      kind,
      leadId: stored?.leadId ?? null,
      submissionId,
    });
    // Deliveries start once the response is on its way; the sweeper retries whatever fails.
    if (stored) request.afterResponse(() => kickOutbox(request.getDb, currentOwnerIds));
    return success(await bookingOffer(db, submissionId, appSecret()));
  } catch (error) {
    logEvent("error", "lead_store_failed", { kind, error: errorText(error) });
    return refused(failure);
  }
}
