import "server-only";
import { launchCopy } from "@/content/settings";
import { company } from "@/content/company";
import { site } from "@/content/site";
import { authMode } from "@/lib/auth/config";
import { localCredentials } from "@/lib/auth/local-credentials";
import { DEFAULT_NOTIFY_EMAIL, DEFAULT_SENDER } from "@/lib/config/schema";
import { emailsReachPeople, emailTransport, env, gaMeasurementId, retentionDays, siteUrl } from "@/lib/env";
import { bookingIsExample, exampleFacts } from "./example-facts";

/** ok: set for production; missing: leads or search suffer until it is set; default: works, but is ours, not yours. */
type CheckStatus = "ok" | "missing" | "default" | "optional";

/** One row per setting /settings describes (see launchCopy.items). */
type LaunchCheckId = keyof typeof launchCopy.items;

export type LaunchCheck = { id: LaunchCheckId; status: CheckStatus; variable: string; value?: string };

const isLocalhost = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(url);

/** Each production setting that matters, as it stands on this server now. */
export function launchChecklist(): LaunchCheck[] {
  const transport = emailTransport();
  const mode = authMode();
  const serverless = Boolean(process.env.VERCEL);
  return [
    {
      id: "siteUrl",
      variable: "NEXT_PUBLIC_SITE_URL",
      status: isLocalhost(siteUrl) ? "missing" : "ok",
      value: siteUrl,
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
      status: env.EMAIL_FROM === DEFAULT_SENDER ? "default" : "ok",
      value: env.EMAIL_FROM,
    },
    {
      id: "notifyEmail",
      variable: "NOTIFY_EMAIL",
      status: env.NOTIFY_EMAIL === DEFAULT_NOTIFY_EMAIL ? "default" : "ok",
      value: env.NOTIFY_EMAIL,
    },
    {
      id: "bookingUrl",
      variable: "BOOKING_URL",
      // The example calendar books nobody a call with you: as urgent as no email provider.
      status: bookingIsExample(company, env.BOOKING_URL) ? "missing" : "ok",
      value: env.BOOKING_URL ?? site.bookingUrl,
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
      status: env.CRON_SECRET ? "ok" : serverless ? "missing" : "optional",
    },
    {
      id: "analytics",
      variable: "NEXT_PUBLIC_GA_MEASUREMENT_ID",
      status: gaMeasurementId ? "ok" : "optional",
      value: gaMeasurementId,
    },
    { id: "clientAddress", variable: "TRUST_PROXY", status: "ok", value: String(env.TRUST_PROXY) },
    {
      id: "retention",
      variable: "LEAD_RETENTION_DAYS",
      status: "ok",
      value: `${retentionDays.leads} / ${retentionDays.technical}`,
    },
  ];
}

const urgentIds = new Set<LaunchCheckId>(["emailProvider", "siteUrl", "bookingUrl"]);

/** What /settings warns about at the top: without these, leads are not answered, booked or found. */
export const urgentChecks = (checks: LaunchCheck[]) =>
  checks.filter((check) => check.status === "missing" && urgentIds.has(check.id));

/** The company facts on this build that are still examples (content/company.ts). */
export const companyFactChecks = () => exampleFacts(company);
