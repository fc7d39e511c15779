import "server-only";
import { desc, sql } from "drizzle-orm";
import { rowsOf, type Database, type Transaction } from "@/lib/db/open";
import { adSpend, spendImports } from "@/lib/db/schema";
import type { SpendRow } from "./formats";

/** Rows per insert statement: one JSON parameter each, so no statement nears the 65,535-parameter limit. */
const CHUNK = 20_000;

export type ImportOutcome = {
  id: string;
  ok: boolean;
  rows: number;
  firstDay: string | null;
  lastDay: string | null;
  amount: number;
  unmatched: string[];
  problems: string[];
};

type Meta = { source: string; format: string; fileName: string | null };

/** Each source's first and last day in the rows: the days an upload replaces. */
function rangesOf(rows: SpendRow[]) {
  const ranges = new Map<string, { first: string; last: string }>();
  for (const { source, day } of rows) {
    const range = ranges.get(source);
    if (!range) ranges.set(source, { first: day, last: day });
    else {
      if (day < range.first) range.first = day;
      if (day > range.last) range.last = day;
    }
  }
  return ranges;
}

/**
 * Stores a parsed upload in one transaction: every day it covers, per source, replaced (uploading the same report
 * again changes nothing; a day the new file leaves out is emptied, as the platform says nothing was spent), its rows
 * inserted, and the upload logged with the campaigns no lead names (kept, but listed to be checked).
 */
export async function storeSpend(db: Database, meta: Meta, rows: SpendRow[]): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const [log] = await tx
      .insert(spendImports)
      .values({ ...meta, ok: true })
      .returning({ id: spendImports.id });
    const id = log!.id;
    for (const [source, { first, last }] of rangesOf(rows)) {
      await tx.execute(
        sql`delete from ${adSpend} where source = ${source} and day between ${first}::date and ${last}::date`,
      );
    }
    for (let at = 0; at < rows.length; at += CHUNK) {
      const chunk = rows.slice(at, at + CHUNK).map((row) => ({
        day: row.day,
        source: row.source,
        campaign_key: row.campaignKey,
        campaign: row.campaign,
        amount: row.amount,
      }));
      await tx.execute(sql`
        insert into ${adSpend} (day, source, campaign_key, campaign, amount, import_id)
        select day, source, campaign_key, campaign, amount, ${id}::uuid
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as x(day date, source text, campaign_key text, campaign text, amount bigint)`);
    }
    const unmatched = await unmatchedCampaigns(tx, id);
    const days = rows.map((row) => row.day).sort();
    const outcome = {
      rows: rows.length,
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
      amount: rows.reduce((sum, row) => sum + row.amount, 0),
      unmatched,
    };
    await tx
      .update(spendImports)
      .set(outcome)
      .where(sql`${spendImports.id} = ${id}`);
    return { id, ok: true, problems: [], ...outcome };
  });
}

/** The upload's campaigns that no lead carries as utm_campaign (compared lower-cased, through leads' index). */
async function unmatchedCampaigns(tx: Transaction, importId: string): Promise<string[]> {
  const rows = rowsOf<{ campaign: string }>(
    await tx.execute(sql`
      with keys as (
        select campaign_key, min(campaign) as campaign from ${adSpend}
        where import_id = ${importId}::uuid and campaign_key <> '' group by campaign_key)
      select campaign from keys
      where not exists (select 1 from app.leads l where l.campaign = keys.campaign_key)
      order by 1 limit 100`),
  );
  return rows.map((row) => row.campaign);
}

/** A refused upload, logged so the owner (and a page without JavaScript) can read why; nothing else is written. */
export async function logRefusedSpend(db: Database, meta: Meta, problems: string[]): Promise<ImportOutcome> {
  const [log] = await db
    .insert(spendImports)
    .values({ ...meta, ok: false, problems })
    .returning({ id: spendImports.id });
  return {
    id: log!.id,
    ok: false,
    rows: 0,
    firstDay: null,
    lastDay: null,
    amount: 0,
    unmatched: [],
    problems,
  };
}

export async function recentImports(db: Database, limit = 10) {
  return db.select().from(spendImports).orderBy(desc(spendImports.createdAt)).limit(limit);
}

export async function spendImport(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(spendImports)
    .where(sql`${spendImports.id} = ${id}::uuid`);
  return row;
}
