import "server-only";
import { launchCopy } from "@/content/settings";
import { company } from "@/content/company";
import { authMode } from "@/lib/auth/config";
import { localCredentials } from "@/lib/auth/local-credentials";
import { databaseLink } from "@/lib/config/database-link";
import { DEFAULT_NOTIFY_EMAIL, DEFAULT_SENDER } from "@/lib/config/schema";
import { ga4Destination } from "@/lib/integrations/ga4/settings";
import { googleAdsImportSecret } from "@/lib/integrations/google-ads/settings";
import { metaDestination } from "@/lib/integrations/meta/settings";
import {
  emailsReachPeople,
  emailTransport,
  env,
  gaMeasurementId,
  retentionDays,
  siteUrl,
  turnstile,
} from "@/lib/env";
import { bookingUrlOf } from "@/lib/site-facts/current";
import { resolveFacts, type SiteFacts } from "@/lib/site-facts/resolve";
import { bookingIsExample, exampleFacts } from "./example-facts";

/** ok: set for production; missing: leads or search suffer until it is set; default: works, but is ours, not yours. */
type CheckStatus = "ok" | "missing" | "default" | "optional";

/** One row per setting /settings describes (see launchCopy.items). */
type LaunchCheckId = keyof typeof launchCopy.items;

export type LaunchCheck = { id: LaunchCheckId; status: CheckStatus; variable: string; value?: string };

const isLocalhost = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(url);

const shipped = () => resolveFacts(company, {});

/** Each production setting that matters, as it stands on this server now (with the published site facts). */
export function launchChecklist(facts: SiteFacts = shipped()): LaunchCheck[] {
  const config = env();
  const transport = emailTransport();
  const mode = authMode();
  const serverless = Boolean(config.VERCEL);
  return [
    {
      id: "siteUrl",
      variable: "NEXT_PUBLIC_SITE_URL",
      status: isLocalhost(siteUrl()) ? "missing" : "ok",
      value: siteUrl(),
    },
    {
      id: "emailProvider",
      variable: transport === "log" ? "EMAIL_TRANSPORT" : "RESEND_API_KEY",
      status: transport === "resend" ? "ok" : emailsReachPeople() ? "default" : "missing",
      value: transport,
    },
    {
      id: "emailSender",
      variable: "EMAIL_FROM",
      status: config.EMAIL_FROM === DEFAULT_SENDER ? "default" : "ok",
      value: config.EMAIL_FROM,
    },
    {
      id: "notifyEmail",
      variable: "NOTIFY_EMAIL",
      status: config.NOTIFY_EMAIL === DEFAULT_NOTIFY_EMAIL ? "default" : "ok",
      value: config.NOTIFY_EMAIL,
    },
    {
      id: "bookingUrl",
      variable: "BOOKING_URL",
      // The example calendar books nobody a call with you: as urgent as no email provider.
      status: bookingIsExample(facts, config.BOOKING_URL) ? "missing" : "ok",
      value: bookingUrlOf(facts),
    },
    {
      id: "signIn",
      variable: mode === "supabase" ? "OWNER_EMAILS" : "OWNER_EMAIL",
      status: mode === "local" && localCredentials()?.source === "generated" ? "default" : "ok",
      value: mode,
    },
    {
      id: "cronSecret",
      variable: "CRON_SECRET",
      // Serverless functions retry failed deliveries only when a cron calls /api/outbox.
      status: config.CRON_SECRET ? "ok" : serverless ? "missing" : "optional",
    },
    {
      id: "analytics",
      variable: "NEXT_PUBLIC_GA_MEASUREMENT_ID",
      status: gaMeasurementId() ? "ok" : "optional",
      value: gaMeasurementId(),
    },
    // Each ad platform is off until configured: optional, never missing.
    {
      id: "ga4Conversions",
      variable: "GA4_API_SECRET",
      status: ga4Destination() ? "ok" : "optional",
      value: ga4Destination() && config.GA4_MP_BASE_URL,
    },
    {
      id: "metaConversions",
      variable: "META_PIXEL_ID",
      status: metaDestination() ? "ok" : "optional",
      value: metaDestination() && config.META_PIXEL_ID,
    },
    {
      id: "googleAdsImport",
      variable: "GOOGLE_ADS_IMPORT_SECRET",
      status: googleAdsImportSecret() ? "ok" : "optional",
    },
    { id: "clientAddress", variable: "TRUST_PROXY", status: "ok", value: String(config.TRUST_PROXY) },
    {
      id: "retention",
      variable: "LEAD_RETENTION_DAYS",
      status: "ok",
      value: `${retentionDays().leads} / ${retentionDays().technical}`,
    },
    databaseCheck(),
    {
      id: "turnstile",
      variable: "TURNSTILE_SITE_KEY",
      // Without it, only per-address limits and the hourly ceilings stand between a script and the forms.
      status: turnstile() ? "ok" : config.NODE_ENV === "production" ? "missing" : "optional",
      value: turnstile() ? "on" : "off",
    },
    {
      id: "ceilings",
      variable: "CONFIRMATIONS_PER_HOUR",
      status: "ok",
      value: `${config.CONFIRMATIONS_PER_HOUR} / ${config.OWNER_NOTIFICATIONS_PER_HOUR}`,
    },
  ];
}

/** How leads reach the database: embedded, on this machine, over checked or unchecked TLS, or (opted out) in clear. */
function databaseCheck(): LaunchCheck {
  const { DATABASE_URL, DATABASE_CA_CERT, DATABASE_ALLOW_PLAINTEXT } = env();
  const values = launchCopy.databaseLink;
  if (!DATABASE_URL)
    return { id: "databaseLink", variable: "DATA_DIR", status: "ok", value: values.embedded };
  const link = databaseLink(DATABASE_URL, Boolean(DATABASE_CA_CERT));
  const check = (status: CheckStatus, value: string, variable = "DATABASE_URL"): LaunchCheck => ({
    id: "databaseLink",
    variable,
    status,
    value,
  });
  if (link.kind === "local") return check("ok", values.local);
  if (link.kind === "verified") return check("ok", values.verified(link.mode));
  if (link.kind === "encrypted") return check("default", values.encrypted);
  const optedOut = DATABASE_ALLOW_PLAINTEXT === "1";
  if (link.kind === "unencrypted" || optedOut)
    return check("missing", values.plaintext, optedOut ? "DATABASE_ALLOW_PLAINTEXT" : "DATABASE_URL");
  // No sslmode, no opt-out: TLS without a certificate check (lib/db/tls.ts).
  return check("default", values.encrypted);
}

const urgentIds = new Set<LaunchCheckId>(["emailProvider", "siteUrl", "bookingUrl"]);

/** What /settings warns about at the top: without these, leads are not answered, booked or found. */
export const urgentChecks = (checks: LaunchCheck[]) =>
  checks.filter((check) => check.status === "missing" && urgentIds.has(check.id));

/** The company facts still at their examples: the shipped ones, or over the published facts when given. */
export const companyFactChecks = (facts: SiteFacts = shipped()) => exampleFacts(facts);
