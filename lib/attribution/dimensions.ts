import "server-only";
import type { Attribution } from "./keys";
import { NOT_SET, REFERRER_HOST_PATTERN, SOURCE_DIRECT, SOURCE_KEYS } from "./source-rule";

/** What reports group a visit, lead or click by: the SQL generated columns of lib/db/schema.ts, in TypeScript. */
export type Dimensions = { source: string; medium: string; campaign: string; landingPage: string };

// btrim() without characters trims spaces only; lower() folds case.
const folded = (value: string | undefined) =>
  (value ?? "").replace(/^ +| +$/g, "").toLowerCase() || undefined;
const REFERRER_HOST = new RegExp(REFERRER_HOST_PATTERN);

/** The first source key with a value, else the referrer's host (no www.), else "direct". */
export function sourceOf(attribution: Attribution): string {
  const host = REFERRER_HOST.exec(attribution.referrer ?? "")?.[1]
    ?.toLowerCase()
    .replace(/^www[.]/, "");
  for (const key of SOURCE_KEYS) {
    const value = folded(attribution[key]);
    if (value) return value;
  }
  return host || SOURCE_DIRECT;
}

export function dimensionsOf(attribution: Attribution): Dimensions {
  return {
    source: sourceOf(attribution),
    medium: folded(attribution.utm_medium) ?? NOT_SET,
    campaign: folded(attribution.utm_campaign) ?? NOT_SET,
    landingPage: (attribution.landing_page ?? "").split("?", 1)[0]!.split("#", 1)[0] || NOT_SET,
  };
}
