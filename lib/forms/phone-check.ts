import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Whether an E.164 number exists in its country's numbering plan. Server-side only: the metadata is too heavy for
 * the form pages, which check the shape alone (lib/forms/fields.ts).
 */
export function isRealPhoneNumber(e164: string): boolean {
  return parsePhoneNumberFromString(e164)?.isValid() ?? false;
}
