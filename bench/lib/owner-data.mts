// A year of an owner's data, written straight to the database: leads with statuses, status changes, notes, follow-ups
// and delivery jobs, booking clicks, and page views summed per day as the visit counter stores them.
import { sql } from "drizzle-orm";
import type { Database } from "../../lib/db/open";
import { rowsOf } from "../../lib/db/open";

const SOURCES = ["google", "facebook", "bing", "newsletter", "linkedin", "direct", "chatgpt.com", "yelp"];
const CAMPAIGNS = ["storm-season", "spring-promo", "dental-recall", "brand", "retargeting", "(not set)"];
const PATHS = [
  "/",
  "/roofers",
  "/dental",
  "/automation-offer",
  "/services",
  "/contact",
  "/intake",
  "/book-a-demo",
];

export async function seedOwnerData(db: Database, { leads, views }: { leads: number; views: number }) {
  const sources = sql.raw(`array[${SOURCES.map((s) => `'${s}'`).join(",")}]`);
  const campaigns = sql.raw(`array[${CAMPAIGNS.map((s) => `'${s}'`).join(",")}]`);
  const paths = sql.raw(`array[${PATHS.map((s) => `'${s}'`).join(",")}]`);
  await db.execute(sql`
    insert into app.leads (kind, name, email, business_name, payload, attribution, submission_id, created_at, status,
      responded_at, qualified_at, booked_at, won_at, follow_up_at, ip_hash, user_agent)
    select (array['contact', 'intake', 'demo'])[1 + i % 3]::app.lead_kind, 'Lead ' || i, 'lead' || i || '@example.com',
      case when i % 3 <> 0 then 'Business ' || i end,
      jsonb_build_object('name', 'Lead ' || i, 'email', 'lead' || i || '@example.com', 'message', 'Hello, we need help.',
        'phone', '+1541555' || lpad((i % 10000)::text, 4, '0')),
      jsonb_build_object('utm_source', (${sources})[1 + i % 8], 'utm_medium', 'cpc',
        'utm_campaign', (${campaigns})[1 + i % 6], 'landing_page', (${paths})[1 + i % 8] || '?utm_source=x',
        'gclid', 'Cj0KCQ' || i),
      gen_random_uuid(), at,
      (array['new', 'contacted', 'qualified', 'booked', 'won', 'lost'])[1 + i % 6]::app.lead_status,
      case when i % 6 <> 0 then at + (i % 5000) * interval '1 minute' end,
      case when i % 6 in (2, 3, 4) then at + interval '1 day' end,
      case when i % 6 in (3, 4) then at + interval '2 days' end,
      case when i % 6 = 4 then at + interval '3 days' end,
      case when i % 6 in (1, 2, 3) and i % 4 = 0 then now() + (i % 20 - 10) * interval '1 day' end,
      md5(i::text), 'Mozilla/5.0 (bench)'
    from generate_series(1, ${leads}::int) as i, lateral (select now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute' as at) t`);
  await db.execute(sql`
    insert into app.lead_status_changes (lead_id, from_status, to_status, changed_at)
    select id, 'new', status, coalesce(responded_at, created_at) from app.leads where status <> 'new'`);
  await db.execute(sql`
    insert into app.lead_notes (lead_id, body, author, created_at)
    select id, 'Called, left a voicemail. Try again Thursday.', 'owner@bench.example', created_at + interval '2 hours'
    from app.leads where status <> 'new' and random() < 0.5`);
  await db.execute(sql`
    insert into app.outbox_jobs (type, lead_id, status, attempts, max_attempts, summary, delivered_at, created_at)
    select t.type::app.job_type, l.id, 'delivered', 1, 7,
      jsonb_build_object('to', l.email, 'subject', 'Thanks for reaching out'), l.created_at, l.created_at
    from app.leads l, (values ('owner_email'), ('prospect_email')) as t(type)`);
  // Page views: every day of the year, per path, source and campaign, summing to about `views`.
  const rowsPerDay = PATHS.length * SOURCES.length * CAMPAIGNS.length;
  const perRow = Math.max(1, Math.round(views / (365 * rowsPerDay)));
  await db.execute(sql`
    insert into app.page_view_days (day, path, source, medium, campaign, landing_page, views, visitors)
    select d::date, p, s, 'cpc', c, p, ${perRow}::int, greatest(1, ${perRow}::int * 2 / 3)
    from generate_series(now() - interval '364 days', now(), interval '1 day') as d,
      unnest(${paths}) as p, unnest(${sources}) as s, unnest(${campaigns}) as c`);
  const [lead] = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from app.leads where status = 'qualified' order by created_at desc limit 1`,
    ),
  );
  return { leadId: lead!.id };
}
