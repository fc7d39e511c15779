import "server-only";
import { sql, type BuildExtraConfigColumns } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
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
import { NOT_SET, REFERRER_HOST_PATTERN, SOURCE_DIRECT, SOURCE_KEYS } from "../attribution/source-rule";
import { LEAD_STATUSES } from "./lead-statuses";

export type { Attribution };
export { NOT_SET, SOURCE_DIRECT };

/** Everything lives in schema `app`, which Supabase's Data API does not expose; RLS is on for defence in depth. */
export const app = pgSchema("app");

const table = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extra?: (self: BuildExtraConfigColumns<N, C, "pg">) => PgTableExtraConfigValue[],
) => app.table(name, columns, extra).enableRLS();

const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const leadKind = app.enum("lead_kind", ["contact", "intake", "demo", "callback"]);

/** A visit's source, derived on write for indexed reports by the rule in lib/attribution/source-rule.ts. */
const keyOf = (key: string) => `nullif(lower(btrim(attribution->>'${key}')), '')`;
const sourceOf = sql.raw(
  `coalesce(${SOURCE_KEYS.map(keyOf).join(", ")}, ` +
    `nullif(regexp_replace(lower(substring(attribution->>'referrer' from '${REFERRER_HOST_PATTERN}')), '^www[.]', ''), ''), ` +
    `'${SOURCE_DIRECT}')`,
);
const mediumOf = sql.raw(`coalesce(${keyOf("utm_medium")}, '${NOT_SET}')`);
/** Campaigns group case-insensitively: "Spring" and "spring" are one campaign. */
const campaignOf = sql.raw(`coalesce(${keyOf("utm_campaign")}, '${NOT_SET}')`);
/** The landing page's path: its query string carries the UTM keys, already grouped apart. */
const landingOf = sql.raw(
  `coalesce(nullif(split_part(split_part(attribution->>'landing_page', '?', 1), '#', 1), ''), '${NOT_SET}')`,
);

export { LEAD_STATUSES, STAGES, type LeadStatus, type Stage } from "./lead-statuses";
export const leadStatus = app.enum("lead_status", LEAD_STATUSES);

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
    status: leadStatus().notNull().default("new"),
    /** The first change out of New: the lead's response time is this minus created_at. */
    respondedAt: tstz("responded_at"),
    /** When the lead first reached each stage (a later stage set directly counts for the earlier ones). */
    qualifiedAt: tstz("qualified_at"),
    bookedAt: tstz("booked_at"),
    wonAt: tstz("won_at"),
    /** When the owner means to get back to the lead next; the desk lists it from that day on. */
    followUpAt: tstz("follow_up_at"),
    /** The deal's worth as the owner set it, in minor units of the site's currency (money_settings); null: none set. */
    dealValue: bigint("deal_value", { mode: "number" }),
    source: text().notNull().generatedAlwaysAs(sourceOf),
    medium: text().notNull().generatedAlwaysAs(mediumOf),
    campaign: text().notNull().generatedAlwaysAs(campaignOf),
    landingPage: text("landing_page").notNull().generatedAlwaysAs(landingOf),
  },
  (t) => [
    index("leads_status_idx").on(t.status, t.createdAt.desc()),
    index("leads_created_at_idx").on(t.createdAt.desc()),
    index("leads_source_idx").on(t.source, t.createdAt.desc()),
    index("leads_campaign_idx").on(t.campaign, t.createdAt.desc()),
    index("leads_landing_page_idx").on(t.landingPage, t.createdAt.desc()),
    index("leads_follow_up_idx").on(t.followUpAt),
    // The report's value won reads won leads by the day they came in.
    index("leads_won_created_idx")
      .on(t.createdAt)
      .where(sql`won_at is not null`),
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
    /** The lead whose thank-you screen the click came from (its own booking link), when it did. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
    source: text().notNull().generatedAlwaysAs(sourceOf),
    medium: text().notNull().generatedAlwaysAs(mediumOf),
    campaign: text().notNull().generatedAlwaysAs(campaignOf),
    landingPage: text("landing_page").notNull().generatedAlwaysAs(landingOf),
  },
  (t) => [
    index("booking_clicks_created_at_idx").on(t.createdAt),
    index("booking_clicks_lead_idx").on(t.leadId),
  ],
);

/**
 * Taps on an ad page's call button (the business phone), reported by the page before the dialer opens: one row per
 * visit and window, as booking clicks. No lead: a call happens on the phone, outside this site.
 */
export const callClicks = table(
  "call_clicks",
  {
    id: uuid().primaryKey().defaultRandom(),
    attribution: jsonb().$type<Attribution>().notNull().default({}),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    visitKey: text("visit_key").unique(),
    /** The browser sent Global Privacy Control: no conversion goes to an ad platform for this tap. */
    gpc: boolean().notNull().default(false),
    createdAt: tstz("created_at").notNull().defaultNow(),
    source: text().notNull().generatedAlwaysAs(sourceOf),
    medium: text().notNull().generatedAlwaysAs(mediumOf),
    campaign: text().notNull().generatedAlwaysAs(campaignOf),
    landingPage: text("landing_page").notNull().generatedAlwaysAs(landingOf),
  },
  (t) => [index("call_clicks_created_at_idx").on(t.createdAt)],
);

/** Each change of a lead's status, for its timeline and the `lead.updated` webhook. */
export const leadStatusChanges = table(
  "lead_status_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fromStatus: leadStatus("from_status").notNull(),
    toStatus: leadStatus("to_status").notNull(),
    changedAt: tstz("changed_at").notNull().defaultNow(),
  },
  (t) => [index("lead_status_changes_lead_idx").on(t.leadId, t.changedAt)],
);

/** The owner's notes on a lead, in its timeline beside status changes; erased with the lead. */
export const leadNotes = table(
  "lead_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    body: text().notNull(),
    /** The owner who wrote it (their sign-in email). */
    author: text().notNull(),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * Ids of leads erased at a privacy request, and when: an old link to one says it was erased instead of "not found".
 * An id and a time say nothing about the person; kept as long as leads are.
 */
export const erasedLeads = table("erased_leads", {
  leadId: uuid("lead_id").primaryKey(),
  erasedAt: tstz("erased_at").notNull().defaultNow(),
});

/**
 * Leads, what they became and booking clicks per day (owner's time zone), source, medium, campaign and page; kept by
 * triggers for reports. A lead's outcomes count on the day the lead came in.
 */
export const sourceDays = table(
  "source_days",
  {
    day: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    medium: text().notNull(),
    campaign: text().notNull(),
    landingPage: text("landing_page").notNull(),
    /**
     * contact, intake, demo, callback (leads); qualified, booked, won (leads that reached it); click (a booking
     * click); call (a tap on an ad page's call button).
     */
    kind: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.medium, t.campaign, t.landingPage, t.kind] })],
);

/**
 * Page views per day, path and the visit's attribution, counted without cookies. `visitors` counts a visitor once
 * per day and attribution (on the path of their first view), so summing it over paths gives unique visitors and
 * over days "visitor-days".
 */
export const pageViewDays = table(
  "page_view_days",
  {
    day: date({ mode: "string" }).notNull(),
    /** A page of the site, or "other" for any path outside the known pages. */
    path: text().notNull(),
    source: text().notNull(),
    medium: text().notNull(),
    campaign: text().notNull(),
    landingPage: text("landing_page").notNull(),
    views: integer().notNull().default(0),
    visitors: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.medium, t.campaign, t.landingPage, t.path] })],
);

/**
 * page_view_days summed per week part and attribution, without the path, kept by triggers: a report in weeks or
 * months reads a row per part instead of one per day and path. A part is a Monday-to-Sunday week cut where a month
 * begins, so parts add up to whole weeks and to whole months alike. `dayRows` counts the day rows summed; a part's
 * row goes when it reaches zero.
 */
export const pageViewWeekParts = table(
  "page_view_week_parts",
  {
    /** The part's first day: its week's Monday, or the 1st of a month that begins mid-week. */
    starts: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    medium: text().notNull(),
    campaign: text().notNull(),
    landingPage: text("landing_page").notNull(),
    views: integer().notNull(),
    visitors: integer().notNull(),
    dayRows: integer("day_rows").notNull(),
  },
  (t) => [primaryKey({ columns: [t.starts, t.source, t.medium, t.campaign, t.landingPage] })],
);

/**
 * page_view_days summed per calendar month and attribution, without the path, kept by a trigger on page_view_days:
 * the report's tables and the money figures' visitors over months. `dayRows` as in page_view_week_parts.
 */
export const pageViewMonths = table(
  "page_view_months",
  {
    /** The month's first day. */
    month: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    medium: text().notNull(),
    campaign: text().notNull(),
    landingPage: text("landing_page").notNull(),
    views: integer().notNull(),
    visitors: integer().notNull(),
    dayRows: integer("day_rows").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.source, t.medium, t.campaign, t.landingPage] })],
);

/**
 * source_days summed per calendar month, kept by a trigger on source_days: a report over months reads a row per month
 * and attribution instead of one per day. A row goes when its count reaches zero (every day row counts at least one).
 */
export const sourceMonths = table(
  "source_months",
  {
    /** The month's first day. */
    month: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    medium: text().notNull(),
    campaign: text().notNull(),
    landingPage: text("landing_page").notNull(),
    kind: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.source, t.medium, t.campaign, t.landingPage, t.kind] })],
);

/**
 * source_days summed per week part (as page_view_week_parts) and source alone, kept by the same trigger: the
 * report's chart by week or month, which splits by source only.
 */
export const sourceWeekParts = table(
  "source_week_parts",
  {
    starts: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    kind: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.starts, t.source, t.kind] })],
);

/**
 * Won leads with a deal value, per day they came in (owner's time zone, as source_days) and attribution: how many and
 * their values summed (minor units), kept by triggers on leads. Won leads without a deal value are source_days' won
 * count minus `valued`, worth the Won default at read time. An erasure keeps them, as it keeps source_days.
 */
export const wonValueDays = table(
  "won_value_days",
  {
    day: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    medium: text().notNull(),
    campaign: text().notNull(),
    landingPage: text("landing_page").notNull(),
    valued: integer().notNull(),
    value: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.medium, t.campaign, t.landingPage] })],
);

/**
 * The day's random secret that keys visitor marks. Only today's row exists: it is replaced at the start of each
 * report day and the old one deleted, so no mark can be linked across days or traced back to an address.
 */
export const visitSecrets = table("visit_secrets", {
  day: date({ mode: "string" }).primaryKey(),
  secret: text().notNull(),
});

/** Visitors already counted today: a keyed hash of (the day's secret, address, user agent, attribution). */
export const visitorMarks = table(
  "visitor_marks",
  {
    day: date({ mode: "string" }).notNull(),
    mark: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.mark] })],
);

/**
 * The attribution names (source, medium and campaign together) each address, and each IPv6 /48, brought today, as
 * keyed hashes under the day's secret (deleted with it): past a few a day, an address's new names count as "other".
 * `kept`: whether the name counts as itself.
 */
export const visitNames = table(
  "visit_names",
  {
    day: date({ mode: "string" }).notNull(),
    network: text().notNull(),
    name: text().notNull(),
    kept: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.network, t.name] })],
);

/** Steps of the intake assistant and the demo wizard reached with JavaScript, once per page load. */
export const wizardStepDays = table(
  "wizard_step_days",
  {
    day: date({ mode: "string" }).notNull(),
    /** intake or demo. */
    form: text().notNull(),
    step: integer().notNull(),
    source: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.form, t.step, t.source] })],
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

/** One per delivery channel (lib/channels/registry.ts, which refuses to compile without a channel for each). */
export const JOB_TYPES = [
  "owner_email",
  "prospect_email",
  "dead_letter_email",
  "webhook",
  "owner_digest",
  "ga4_event",
  "meta_event",
] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const jobType = app.enum("job_type", JOB_TYPES);
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

/**
 * The site's money settings, one row (`id` 1): the currency every amount is in, and each outcome stage's default value
 * (a lead without its own deal value is worth its stage's), in minor units (cents); null: no default.
 */
export const moneySettings = table("money_settings", {
  id: integer().primaryKey().default(1),
  currency: text().notNull(),
  qualifiedValue: bigint("qualified_value", { mode: "number" }),
  bookedValue: bigint("booked_value", { mode: "number" }),
  wonValue: bigint("won_value", { mode: "number" }),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

/**
 * Ad spend per day, source and campaign, in minor units of the site's currency, as uploaded or typed. `campaignKey`:
 * the campaign lower-cased and trimmed, as leads' campaigns group; "" for spend of a source without a campaign (a
 * manual entry). Not personal data: an erasure leaves it.
 */
export const adSpend = table(
  "ad_spend",
  {
    day: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    campaignKey: text("campaign_key").notNull(),
    /** The campaign's name as the platform wrote it. */
    campaign: text().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    /** Which upload wrote it (its id in spend_imports); null for a manual entry. */
    importId: uuid("import_id"),
  },
  (t) => [primaryKey({ columns: [t.source, t.day, t.campaignKey] }), index("ad_spend_day_idx").on(t.day)],
);

/**
 * ad_spend summed per calendar month, source and campaign key, kept by a trigger on ad_spend; `dayRows` counts the
 * day rows summed (a day may be spent at zero), and a month's row goes with its last one.
 */
export const adSpendMonths = table(
  "ad_spend_months",
  {
    month: date({ mode: "string" }).notNull(),
    source: text().notNull(),
    campaignKey: text("campaign_key").notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    dayRows: integer("day_rows").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.source, t.campaignKey] })],
);

/** Each spend upload or entry and its outcome, for the owner to see what was imported, matched or refused. */
export const spendImports = table(
  "spend_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text().notNull(),
    /** google-ads, meta, microsoft, plain or manual. */
    format: text().notNull(),
    fileName: text("file_name"),
    ok: boolean().notNull(),
    rows: integer().notNull().default(0),
    firstDay: date("first_day", { mode: "string" }),
    lastDay: date("last_day", { mode: "string" }),
    amount: bigint({ mode: "number" }).notNull().default(0),
    /** Campaigns in the file that no lead or visit names; or, when refused, the problems with their row numbers. */
    unmatched: jsonb().$type<string[]>().notNull().default([]),
    problems: jsonb().$type<string[]>().notNull().default([]),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("spend_imports_created_idx").on(t.createdAt.desc())],
);

/**
 * Each publish of the site's facts (the owner's edits over content/company.ts): the newest row is what pages show;
 * older rows are the history a restore copies forward.
 */
export const siteFactVersions = table(
  "site_fact_versions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Only the facts the owner set (lib/site-facts/schema.ts); everything else is the shipped default. */
    facts: jsonb().$type<Record<string, unknown>>().notNull(),
    publishedAt: tstz("published_at").notNull().defaultNow(),
    publishedBy: text("published_by").notNull(),
    /** The version this one restored, when it was a restore. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [index("site_fact_versions_published_idx").on(t.publishedAt)],
);

/** The owner's unpublished edits, one set: what the preview (draft mode) shows. */
export const siteFactDraft = table("site_fact_draft", {
  id: integer().primaryKey().default(1),
  facts: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Pictures the owner uploaded (testimonials, founders, logos), re-encoded: named by the hash of what is served. */
export const siteImages = table("site_images", {
  id: text().primaryKey(),
  bytes: bytea().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export type Lead = typeof leads.$inferSelect;
export type CallClickRow = typeof callClicks.$inferSelect;
export type LeadStatusChange = typeof leadStatusChanges.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;
export type OutboxJob = typeof outboxJobs.$inferSelect;
export type NewOutboxJob = typeof outboxJobs.$inferInsert;
export type NewLead = typeof leads.$inferInsert;
