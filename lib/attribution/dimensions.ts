import "server-only";
import { NOT_SET, SOURCE_DIRECT, type Attribution } from "@/lib/db/schema";

/** What reports group a visit, lead or click by; the SQL generated columns in lib/db/schema.ts, written in TypeScript. */
export type Dimensions = { source: string; medium: string; campaign: string; landingPage: string };

// btrim() without characters trims spaces only; lower() folds case.
const folded = (value: string | undefined) =>
  (value ?? "").replace(/^ +| +$/g, "").toLowerCase() || undefined;
const REFERRER_HOST = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/:?#]+)/;

/** utm_source, else source, else ref, else affiliate_link, else the referrer's host (no www.), else "direct". */
export function sourceOf(attribution: Attribution): string {
  const host = REFERRER_HOST.exec(attribution.referrer ?? "")?.[1]
    ?.toLowerCase()
    .replace(/^www[.]/, "");
  return (
    folded(attribution.utm_source) ??
    folded(attribution.source) ??
    folded(attribution.ref) ??
    folded(attribution.affiliate_link) ??
    (host || SOURCE_DIRECT)
  );
}

export function dimensionsOf(attribution: Attribution): Dimensions {
  return {
    source: sourceOf(attribution),
    medium: folded(attribution.utm_medium) ?? NOT_SET,
    campaign: folded(attribution.utm_campaign) ?? NOT_SET,
    landingPage: (attribution.landing_page ?? "").split("?", 1)[0]!.split("#", 1)[0] || NOT_SET,
  };
}
