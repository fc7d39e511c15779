import "server-only";
import { company } from "@/content/company";
import { formatPhone } from "@/content/site";
import { env } from "@/lib/env";
import { factValue } from "@/lib/facts";

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
 * The owner's business phone (not the demo line): BUSINESS_PHONE, else the company fact; null when neither is set, and
 * then no call button shows. The one place it is read, so a stored site fact can take the company fact's place.
 */
export function businessPhone(): BusinessPhone | null {
  const fact = company.businessPhone;
  return phoneFrom(env().BUSINESS_PHONE ?? (fact === null ? null : factValue(fact)));
}
