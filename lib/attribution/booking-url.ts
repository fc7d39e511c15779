import "server-only";
import { BOOKING_KEYS, type Attribution } from "./keys";

/** The booking widget URL with lead_source preset and the visitor's marketing keys and click ids appended. */
export function buildBookingUrl(base: string, leadSource: string, attribution: Attribution): string {
  const url = new URL(base);
  url.searchParams.set("lead_source", leadSource);
  for (const key of BOOKING_KEYS) {
    const value = attribution[key];
    if (value) url.searchParams.set(key, value);
  }
  return url.toString();
}
