import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Everything lives in schema `app`, which Supabase's Data API does not expose; RLS is on for defence in depth. */
export const app = pgSchema("app");

export const leadKind = app.enum("lead_kind", ["contact", "intake", "demo"]);

export type Attribution = Record<string, string>;

export const leads = app
  .table(
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
      consentedAt: timestamp("consented_at", { withTimezone: true }),
      submissionId: uuid("submission_id").notNull().unique(),
      ipHash: text("ip_hash"),
      userAgent: text("user_agent"),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index("leads_created_at_idx").on(t.createdAt.desc())],
  )
  .enableRLS();

export const webhookConfigs = app
  .table("webhook_configs", {
    userId: text("user_id").primaryKey(),
    webhookUrl: text("webhook_url").notNull().default(""),
    enabled: boolean().notNull().default(false),
    signingSecret: text("signing_secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();

/** Fixed-window counters: one row per key and window, incremented atomically by upsert. */
export const rateLimits = app
  .table(
    "rate_limits",
    {
      key: text().notNull(),
      windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
      count: integer().notNull().default(0),
    },
    (t) => [
      primaryKey({ columns: [t.key, t.windowStart] }),
      index("rate_limits_window_idx").on(t.windowStart),
    ],
  )
  .enableRLS();

export const bookingClicks = app
  .table(
    "booking_clicks",
    {
      id: uuid().primaryKey().defaultRandom(),
      attribution: jsonb().$type<Attribution>().notNull().default({}),
      ipHash: text("ip_hash"),
      userAgent: text("user_agent"),
      createdAt: timestamp("created_at", { withTimezone: true })
        .notNull()
        .default(sql`now()`),
    },
    (t) => [index("booking_clicks_created_at_idx").on(t.createdAt)],
  )
  .enableRLS();

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
