import "server-only";
import { privacyCopy as copy } from "@/content/privacy-requests";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { logEvent } from "@/lib/log";
import { erasePerson } from "@/lib/privacy/erase";
import { findPerson, personSummary } from "@/lib/privacy/find";
import { parsePerson, personText } from "@/lib/privacy/person";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import type { PersonSummary } from "@/lib/privacy/find";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";

/** A privacy request's answer: what was found for the address or number, and whether it was erased. */
export type PrivacyState = OwnerState & {
  person?: { query: string; summary: PersonSummary };
  erased?: boolean;
};

const PERSON_FIELD = "person";

/** What is stored about the address or number in the form, summed up for the owner. */
export const findPersonData: OwnerTask<PrivacyState> = (db, check, formData) =>
  asOwner<PrivacyState>(check, { event: "privacy_find_failed", toast: copy.toasts.failed }, async () => {
    const person = parsePerson(formData.get(PERSON_FIELD));
    const values = { [PERSON_FIELD]: String(formData.get(PERSON_FIELD) ?? "").slice(0, 254) };
    if (!person)
      return failed(copy.toasts.invalid, { values, fieldErrors: { [PERSON_FIELD]: copy.invalid } });
    const summary = personSummary(await findPerson(db, person));
    return succeeded(copy.toasts.found, { person: { query: personText(person), summary } });
  });

/**
 * Erases everything about the address or number, once the owner ticked the confirmation. The log records that an
 * erasure happened and how much it took, never whom it was about.
 */
export const erasePersonData: OwnerTask<PrivacyState> = (db, check, formData) =>
  asOwner<PrivacyState>(check, { event: "privacy_erase_failed", toast: copy.toasts.failed }, async () => {
    const person = parsePerson(formData.get(PERSON_FIELD));
    if (!person) return failed(copy.toasts.invalid);
    if (formData.get("confirm") !== "on") {
      const summary = personSummary(await findPerson(db, person));
      return failed(copy.toasts.notConfirmed, {
        person: { query: personText(person), summary },
        fieldErrors: { confirm: copy.erase.confirmRequired },
      });
    }
    const result = await erasePerson(db, person, {
      keepUnsubscribed: formData.get("keepUnsubscribed") === "on",
      webhookOwners: await currentOwnerIds(db),
    });
    logEvent("info", "privacy_erasure", {
      leads: result.leads,
      deliveries: result.deliveries,
      bookingClicks: result.bookingClicks,
      unsubscribeKept: result.unsubscribeKept,
      webhookNotices: result.notices.length,
    });
    return succeeded(copy.toasts.erased(result.leads, result.notices.length), { erased: true });
  });
