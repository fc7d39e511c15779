import "server-only";
import { sql, type BuildExtraConfigColumns } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from "drizzle-orm/pg-core";
import type { Attribution } from "../attribution/keys";
import { CONVERSION_JOB_TYPES } from "../conversions/types";

export type { Attribution };

/** Everything lives in schema `app`, which Supabase's Data API does not expose; RLS is on for defence in depth. */
export const app = pgSchema("app");

const table = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extra?: (self: BuildExtraConfigColumns<N, C, "pg">) => PgTableExtraConfigValue[],
) => app.table(name, columns, extra).enableRLS();

const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const leadKind = app.enum("lead_kind", ["contact", "intake", "demo"]);

/** A visit's source, derived on write for indexed reports: utm_source, else the referrer's host, else "direct". */
export const SOURCE_DIRECT = "direct";
export const NOT_SET = "(not set)";
const sourceOf = sql.raw(
  `coalesce(nullif(lower(btrim(attribution->>'utm_source')), ''), ` +
    `nullif(regexp_replace(lower(substring(attribution->>'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '^www[.]', ''), ''), ` +
    `'${SOURCE_DIRECT}')`,
);
const campaignOf = sql.raw(`coalesce(nullif(btrim(attribution->>'utm_campaign'), ''), '${NOT_SET}')`);
/** The landing page's path: its query string carries the UTM keys, already grouped apart. */
const landingOf = sql.raw(
  `coalesce(nullif(split_part(split_part(attribution->>'landing_page', '?', 1), '#', 1), ''), '${NOT_SET}')`,
);

export const leads = table(
  "leads",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: leadKind().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    businessName: text("business_name"),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    attribution: jsonb().$type<Attribution>().notNull().default({}),
    consent: boolean().notNull().default(false),
    consentText: text("consent_text"),
    consentedAt: tstz("consented_at"),
    /** Texts are agreed to separately from email (carriers expect it): the wording shown, and when. */
    smsConsentText: text("sms_consent_text"),
    smsConsentedAt: tstz("sms_consented_at"),
    submissionId: uuid("submission_id").notNull().unique(),
    /** The browser sent Global Privacy Control (`Sec-GPC: 1`) with the form: nothing about it goes to an ad platform. */
    gpc: boolean().notNull().default(false),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    source: text().notNull().generatedAlwaysAs(sourceOf),
    campaign: text().notNull().generatedAlwaysAs(campaignOf),
    landingPage: text("landing_page").notNull().generatedAlwaysAs(landingOf),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc()),
    index("leads_source_idx").on(t.source, t.createdAt.desc()),
    index("leads_campaign_idx").on(t.campaign, t.createdAt.desc()),
    index("leads_landing_page_idx").on(t.landingPage, t.createdAt.desc()),
    // Privacy requests find a person by address among every lead.
    index("leads_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const webhookConfigs = table("webhook_configs", {
  userId: text("user_id").primaryKey(),
  webhookUrl: text("webhook_url").notNull().default(""),
  enabled: boolean().notNull().default(false),
  signingSecret: text("signing_secret").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

/** Fixed-window counters: one row per key and window, incremented atomically by upsert. */
export const rateLimits = table(
  "rate_limits",
  {
    key: text().notNull(),
    windowStart: tstz("window_start").notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_idx").on(t.windowStart)],
);

export const bookingClicks = table(
  "booking_clicks",
  {
    id: uuid().primaryKey().defaultRandom(),
    attribution: jsonb().$type<Attribution>().notNull().default({}),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    /** One row per visit and window (see lib/leads/booking-clicks.ts): repeated hits add nothing. */
    visitKey: text("visit_key").unique(),
    createdAt: tstz("created_at").notNull().defaultNow(),
    source: text().notNull().generatedAlwaysAs(sourceOf),
    campaign: text().notNull().generatedAlwaysAs(campaignOf),
    landingPage: text("landing_page").notNull().generatedAlwaysAs(landingOf),
  },
  (t) => [index("booking_clicks_created_at_idx").on(t.createdAt)],
);

/** Leads and booking clicks per day (owner's time zone), source, campaign and page; kept by triggers for reports. */
export const sourceDays = table(
  "source_days",
  {
    day: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    campaign: text().notNull(),
    landingPage: text("landing_page").notNull(),
    /** contact, intake, demo, or click for a booking click. */
    kind: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.campaign, t.landingPage, t.kind] })],
);

/** Sign-in attempts per account, from any address: a progressive delay that no address rotation escapes. */
export const signInAccounts = table("sign_in_accounts", {
  /** Keyed hash of the email typed, so the table names no one. */
  account: text().primaryKey(),
  attempts: integer().notNull().default(0),
  nextCheckAt: tstz("next_check_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

/** Owner sessions ended before they expire (sign-out): refused until they would have expired anyway. */
export const revokedSessions = table(
  "revoked_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    expiresAt: tstz("expires_at").notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

/** Supabase mode: each owner email is pinned to the first confirmed Supabase user seen signing in with it. */
export const ownerIdentities = table("owner_identities", {
  email: text().primaryKey(),
  userId: text("user_id").notNull().unique(),
  pinnedAt: tstz("pinned_at").notNull().defaultNow(),
});

export const jobType = app.enum("job_type", [
  "owner_email",
  "prospect_email",
  "dead_letter_email",
  "webhook",
  /** Past OWNER_NOTIFICATIONS_PER_HOUR, the hour's further leads in one email to the owner (lib/leads/ceilings.ts). */
  "owner_digest",
  ...CONVERSION_JOB_TYPES,
]);
/** `not_sent`: deliberately not sent (no email provider, the address unsubscribed); the reason is in last_error. */
export const jobStatus = app.enum("job_status", ["pending", "running", "delivered", "dead", "not_sent"]);

/** Work to do after a lead is stored, written in the same transaction; claimed with FOR UPDATE SKIP LOCKED. */
export const outboxJobs = table(
  "outbox_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    type: jobType().notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** Webhook jobs: whose configuration to deliver to (read at send time, so a changed URL or secret applies). */
    webhookUserId: text("webhook_user_id"),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** What was sent, for the owner's logs: recipient and subject of an email, the URL of a webhook. */
    summary: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: jobStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    nextAttemptAt: tstz("next_attempt_at").notNull().defaultNow(),
    lockedUntil: tstz("locked_until"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    providerId: text("provider_id"),
    deliveredAt: tstz("delivered_at"),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("outbox_jobs_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_jobs_lead_idx").on(t.leadId),
  ],
);

export const outboxAttempts = table(
  "outbox_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => outboxJobs.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    ok: boolean().notNull(),
    startedAt: tstz("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    httpStatus: integer("http_status"),
    error: text(),
  },
  (t) => [index("outbox_attempts_job_idx").on(t.jobId)],
);

/** Addresses that unsubscribed: no prospect email goes to them again (the owner's own notifications are not affected). */
export const emailSuppressions = table("email_suppressions", {
  email: text().primaryKey(),
  /** "link" (the unsubscribe page) or "one-click" (the mail client's List-Unsubscribe-Post). */
  source: text().notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

/** The last run of each housekeeping task (the retention purge), for the owner to see. */
export const maintenanceRuns = table("maintenance_runs", {
  task: text().primaryKey(),
  ranAt: tstz("ran_at").notNull(),
  details: jsonb().$type<Record<string, number>>().notNull().default({}),
});

export type Lead = typeof leads.$inferSelect;
export type OutboxJob = typeof outboxJobs.$inferSelect;
export type NewOutboxJob = typeof outboxJobs.$inferInsert;
export type NewLead = typeof leads.$inferInsert;
