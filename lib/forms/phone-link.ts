import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A stored number (E.164) as the owner dials it: the national format of its country ("(541) 555-0101" for a US number)
 * and a `tel:` link with the full number. Null when there is none; a number that does not parse is shown as stored.
 */
export function phoneLink(raw: unknown): { text: string; href: string } | null {
  if (typeof raw !== "string" || !raw.trim()) return null;
  const phone = parsePhoneNumberFromString(raw);
  if (!phone) return { text: raw, href: `tel:${raw.replace(/[^\d+]/g, "")}` };
  return { text: phone.formatNational(), href: phone.getURI() };
}
