import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";

/** Whom a privacy request is about: an email address (lower-cased) or a phone number (E.164, as forms store it). */
export type Person = { email: string } | { phone: string };

/** The request's address or number, or undefined when it is neither. */
export function parsePerson(input: unknown): Person | undefined {
  if (typeof input !== "string") return undefined;
  const text = input.trim().slice(0, 254);
  if (text.includes("@")) {
    return z.email().safeParse(text).success ? { email: text.toLowerCase() } : undefined;
  }
  const phone = /^[+\d\s().-]{7,40}$/.test(text) ? parsePhoneNumberFromString(text, "US") : undefined;
  return phone?.isValid() ? { phone: phone.number } : undefined;
}

/** The address or number as the owner reads it. */
export const personText = (person: Person) => ("email" in person ? person.email : person.phone);
