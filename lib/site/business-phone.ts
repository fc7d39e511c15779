import "server-only";
import { formatPhone } from "@/content/site";
import { env } from "@/lib/env";
import { getSiteFacts } from "@/lib/site-facts/published";
import type { PhoneFact } from "@/lib/site-facts/resolve";

/** The business phone as the ad pages show it: for the eye, and the `tel:` address that dials it. */
export type BusinessPhone = { display: string; href: string };

/** Ten digits from a US number typed any usual way (a leading 1 or +1 dropped), or null. */
export function usDigits(value: string): string | null {
  const digits = value.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** A phone to show, or null: no number, or one that is not a US number. */
export function phoneFrom(value: string | null | undefined): BusinessPhone | null {
  const digits = value ? usDigits(value) : null;
  return digits ? { display: formatPhone(digits), href: `tel:+1${digits}` } : null;
}

/**
 * The number calls go to: the one the owner published in /settings → Site, else the BUSINESS_PHONE setting (read at
 * build), else none, and then no call button shows.
 */
export function chooseBusinessPhone(
  published: PhoneFact | null,
  setting: string | undefined,
): BusinessPhone | null {
  return published ? { display: published.display, href: published.href } : phoneFrom(setting);
}

/** The owner's business phone (not the demo line), as the pages that show it read it: from the published facts. */
export async function businessPhone(): Promise<BusinessPhone | null> {
  return chooseBusinessPhone((await getSiteFacts()).businessPhone, env().BUSINESS_PHONE);
}
