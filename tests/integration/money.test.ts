import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import type { OwnerCheck } from "@/lib/auth/types";
import { adSpend, leads, outboxJobs, spendImports, webhookConfigs, type NewLead } from "@/lib/db/schema";
import { saveManualSpend } from "@/lib/settings/money/manual-spend";
import { saveMoneyValues } from "@/lib/settings/money/values";
import { leadsCsvChunks } from "@/lib/settings/leads/csv";
import { formData } from "../support/leads";
import { googleAdsConversions, googleAdsCsv } from "@/lib/integrations/google-ads/csv";
import { microsoftAdsConversions, microsoftAdsCsv } from "@/lib/integrations/microsoft-ads/csv";
import { setLeadStatus } from "@/lib/leads/status";
import { saveMoneySettings } from "@/lib/money/settings";
import { readMoneySettings } from "@/lib/money/settings";
import { erasePerson } from "@/lib/privacy/erase";
import { moneyFigures } from "@/lib/reports/money-query";
import { moneyTables } from "@/lib/reports/money-shape";
import { sourcesCsv } from "@/lib/reports/sources-csv";
import { sourcesReport } from "@/lib/reports/sources-query";
import { parseSpendFile } from "@/lib/spend/formats";
import { decodeExport } from "@/lib/spend/read-csv";
import { logRefusedSpend, storeSpend } from "@/lib/spend/store";
import { backends, openForTests, rowsOf } from "./databases";

const fixture = (name: string) =>
  decodeExport(new Uint8Array(readFileSync(join(__dirname, "../fixtures/spend", name))));

/** An upload as the route makes it: parsed whole, stored or logged refused. */
async function upload(db: Database, name: string, source: string) {
  const { currency } = await readMoneySettings(db);
  const parsed = parseSpendFile(fixture(name), { source, currency });
  const meta = { source, format: parsed.format ?? "unknown", fileName: name };
  return parsed.ok ? storeSpend(db, meta, parsed.rows) : logRefusedSpend(db, meta, parsed.problems);
}

const spendBy = async (db: Database) =>
  Object.fromEntries(
    rowsOf<{ source: string; total: string; rows: number }>(
      await db.execute(
        sql`select source, sum(amount)::text as total, count(*)::int as rows from ${adSpend} group by 1`,
      ),
    ).map((row) => [row.source, { total: Number(row.total), rows: row.rows }]),
  );

const lead = (at: string, attribution: Record<string, string>, email: string): NewLead => ({
  kind: "contact",
  name: "Lead",
  email,
  payload: { message: "Hi" },
  attribution: { ...attribution },
  submissionId: randomUUID(),
  createdAt: new Date(at),
});

const OCTOBER = { from: "2026-10-01", to: "2026-10-30" };
const GOOGLE_TOTAL = 3_782_190;
const ROOFERS_TOTAL = 30 * 100_000 + (37 * (29 * 30)) / 2;
const META_TOTAL = 124_785;

describe.each(backends())("money on $name", (backend) => {
  let db: Database;
  let wonId: string;
  openForTests(backend, (opened) => (db = opened));

  beforeAll(async () => {
    await saveMoneySettings(db, {
      currency: "USD",
      defaults: { qualified: 20_000, booked: null, won: 100_000 },
    });
    const inserted = await db
      .insert(leads)
      .values([
        lead(
          "2026-10-05T18:00:00Z",
          {
            utm_source: "google",
            utm_campaign: "Roofers Spring",
            landing_page: "/roofers",
            gclid: "Cj0KCQroofers",
            msclkid: "f894f652ea334e739002f7167ab8f8e3",
          },
          "won@example.com",
        ),
        lead(
          "2026-10-06T18:00:00Z",
          { utm_source: "google", utm_campaign: "roofers spring", landing_page: "/roofers" },
          "two@example.com",
        ),
        lead(
          "2026-10-07T18:00:00Z",
          { utm_source: "facebook", utm_campaign: "Dental Smiles Oct", landing_page: "/dental" },
          "fb@example.com",
        ),
        lead("2026-10-08T18:00:00Z", { utm_source: "newsletter" }, "nl@example.com"),
      ])
      .returning({ id: leads.id });
    wonId = inserted[0]!.id;
  });

  it("imports a Google Ads and a Meta report, and re-uploading the same days leaves the spend as it was", async () => {
    const first = await upload(db, "google-ads-campaign-report.csv", "google");
    expect(first).toMatchObject({
      ok: true,
      rows: 60,
      amount: GOOGLE_TOTAL,
      firstDay: "2026-10-01",
      lastDay: "2026-10-30",
    });
    // "Dental Implants" is named by no lead or visit: imported, and listed to be checked.
    expect(first.unmatched).toEqual(["Dental Implants"]);
    expect((await upload(db, "meta-ads-export.csv", "facebook")).ok).toBe(true);
    const before = await spendBy(db);
    expect(before).toEqual({
      google: { total: GOOGLE_TOTAL, rows: 60 },
      facebook: { total: META_TOTAL, rows: 30 },
    });
    const again = await upload(db, "google-ads-campaign-report.csv", "google");
    expect(again.ok).toBe(true);
    expect(await spendBy(db)).toEqual(before);
  });

  it("refuses a report with one malformed row whole, naming the line, and one in another currency", async () => {
    const before = await spendBy(db);
    const bad = await upload(db, "google-ads-bad-row.csv", "google");
    expect(bad.ok).toBe(false);
    expect(bad.problems[0]).toMatch(/^Line 9: "abc" is not an amount/);
    const euros = await upload(db, "google-ads-eur.csv", "google");
    expect(euros.problems[0]).toMatch(/in EUR; the site's currency is USD/);
    expect(await spendBy(db)).toEqual(before);
    const [logged] = await db.select().from(spendImports).where(eq(spendImports.id, bad.id));
    expect(logged).toMatchObject({ ok: false, rows: 0, format: "google-ads" });
  });

  it("keeps a deal value exactly and reports spend, costs per lead and the return on ad spend", async () => {
    const won = await setLeadStatus(db, { leadId: wonId, to: "won", dealValue: 480_000, webhookOwners: [] });
    expect(won.ok && won.changed && won.lead.dealValue).toBe(480_000);
    const money = await readMoneySettings(db);
    const report = moneyTables(await moneyFigures(db, { first: OCTOBER.from, last: OCTOBER.to }, money));
    const roofers = report.tables.campaign.find((row) => row.key === "roofers spring")!;
    expect(roofers).toMatchObject({
      spend: ROOFERS_TOTAL,
      leads: 2,
      won: 1,
      qualified: 1,
      valueWon: 480_000,
    });
    expect(roofers.perLead).toBe(Math.round(ROOFERS_TOTAL / 2));
    expect(roofers.perCustomer).toBe(ROOFERS_TOTAL);
    expect(roofers.roas).toBeCloseTo(480_000 / ROOFERS_TOTAL, 10);
    const dental = report.tables.campaign.find((row) => row.key === "dental smiles oct")!;
    expect(dental).toMatchObject({ spend: META_TOTAL, leads: 1, perLead: META_TOTAL, valueWon: 0, roas: 0 });
    // A campaign with spend and no lead: its cost per lead has nothing to divide by.
    const implants = report.tables.campaign.find((row) => row.key === "dental implants")!;
    expect(implants).toMatchObject({ leads: 0, perLead: null, spend: GOOGLE_TOTAL - ROOFERS_TOTAL });
    // A source with no spend shows none, not zero.
    const newsletter = report.tables.source.find((row) => row.key === "newsletter")!;
    expect(newsletter).toMatchObject({ spend: null, perLead: null, roas: null, leads: 1 });
    expect(report.totals).toMatchObject({ spend: GOOGLE_TOTAL + META_TOTAL, leads: 4, valueWon: 480_000 });
    // Mediums and pages share each campaign's spend by its leads (no visits counted here), to the cent.
    const pages = report.tables.landing;
    expect(pages.find((row) => row.key === "/roofers")?.spend).toBe(ROOFERS_TOTAL);
    expect(pages.reduce((sum, row) => sum + (row.spend ?? 0), 0) + report.unallocated).toBe(
      GOOGLE_TOTAL + META_TOTAL,
    );

    const csv = sourcesCsv(
      await sourcesReport(db, { period: OCTOBER, now: new Date("2026-11-01T12:00:00Z") }),
      report,
    );
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toContain(
      "Spend (USD),Cost per lead (USD),Cost per qualified lead (USD),Cost per customer (USD),Value won (USD),Return on ad spend",
    );
    const line = lines.find((l) => l.startsWith("Campaign,roofers spring,"))!;
    expect(
      line.endsWith(
        `,${(ROOFERS_TOTAL / 100).toFixed(2)},${(Math.round(ROOFERS_TOTAL / 2) / 100).toFixed(2)},${(ROOFERS_TOTAL / 100).toFixed(2)},${(ROOFERS_TOTAL / 100).toFixed(2)},4800.00,${(480_000 / ROOFERS_TOTAL).toFixed(4)}`,
      ),
    ).toBe(true);
    expect(lines.find((l) => l.startsWith("Source,newsletter,"))!.endsWith(",,,,,0.00,")).toBe(true);
    expect(lines.some((l) => l.startsWith("Campaign,dental implants,"))).toBe(true);
  });

  it("carries the deal value into the Google Ads and Microsoft Advertising Won files", async () => {
    const options = { status: "won" as const, name: "Won", value: undefined, currency: undefined };
    const now = new Date("2026-11-01T12:00:00Z");
    const google = googleAdsCsv(await googleAdsConversions(db, options, now), options);
    expect(google).toMatch(/\r\nCj0KCQroofers,Won,2026-\d\d-\d\d \d\d:\d\d:\d\d,4800\.00,USD\r\n/);
    const microsoft = microsoftAdsCsv(await microsoftAdsConversions(db, options, now), options);
    expect(microsoft).toMatch(
      /\r\nf894f652ea334e739002f7167ab8f8e3,Won,2026-\d\d-\d\d \d\d:\d\d:\d\d,4800\.00,USD\r\n/,
    );
  });

  it("shows the value in the leads CSV and sends it in lead.updated, also when only the value changes", async () => {
    let csv = "";
    for await (const chunk of leadsCsvChunks(db)) csv += chunk;
    const header = csv.slice(1).split("\r\n")[0]!;
    expect(header).toContain("Deal value,Lead value,Currency");
    expect(csv.split("\r\n").find((line) => line.includes("won@example.com"))).toContain(
      ",4800.00,4800.00,USD,",
    );
    await db.insert(webhookConfigs).values({
      userId: "owner-1",
      webhookUrl: "https://hooks.example.com/in",
      enabled: true,
      signingSecret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==",
    });
    const result = await setLeadStatus(db, {
      leadId: wonId,
      to: "won",
      dealValue: 520_050,
      webhookOwners: ["owner-1"],
    });
    expect(result.ok && result.changed && result.jobIds.length).toBe(1);
    const [job] = await db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.id, result.ok && result.changed ? result.jobIds[0]! : ""));
    expect(job!.payload).toMatchObject({
      event: "lead.updated",
      data: { previousStatus: "won", status: "won", value: "5200.50", dealValue: "5200.50", currency: "USD" },
    });
    await setLeadStatus(db, { leadId: wonId, to: "won", dealValue: 480_000, webhookOwners: [] });
  });

  it("saves values and monthly spend typed by hand, refusing bad input field by field with nothing changed", async () => {
    const owner: OwnerCheck = { ok: true, owner: { id: "owner-1", email: "owner@example.com" } };
    const refused = await saveMoneyValues(
      db,
      owner,
      formData({ currency: "USD", qualified: "4,80", booked: "", won: "abc" }),
    );
    expect(refused.status).toBe("error");
    expect(refused.fieldErrors).toEqual({
      qualified: expect.stringMatching(/comma as the decimal point/),
      won: expect.stringMatching(/not an amount/),
    });
    expect((await readMoneySettings(db)).defaults.qualified).toBe(20_000);
    // Spend and deal values are in dollars: the currency stays.
    const euros = await saveMoneyValues(
      db,
      owner,
      formData({ currency: "EUR", qualified: "", booked: "", won: "" }),
    );
    expect(euros.fieldErrors?.currency).toMatch(/stays USD/);
    const saved = await saveMoneyValues(
      db,
      owner,
      formData({ currency: "usd", qualified: "200", booked: "", won: "1,000" }),
    );
    expect(saved.status).toBe("success");
    expect(await readMoneySettings(db)).toEqual({
      currency: "USD",
      defaults: { qualified: 20_000, booked: null, won: 100_000 },
    });

    const bad = await saveManualSpend(db, owner, formData({ source: "", month: "2026-13", amount: "-1" }));
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["amount", "month", "source"]);
    const month = () =>
      db.execute(sql`select count(*)::int as days, sum(amount)::text as total from ${adSpend}
        where source = 'yelp' and day between '2026-02-01' and '2026-02-28'`);
    expect(rowsOf<{ days: number }>(await month())[0]!.days).toBe(0);
    for (const amount of ["1,000.01", "300"]) {
      const ok = await saveManualSpend(db, owner, formData({ source: "Yelp", month: "2026-02", amount }));
      expect(ok.status).toBe("success");
    }
    // The second entry replaced the first, spread over the month's 28 days to the cent.
    expect(rowsOf<{ days: number; total: string }>(await month())[0]).toEqual({ days: 28, total: "30000" });
  });

  it("values a lead without its own at its stage's default", async () => {
    const [other] = await db.select().from(leads).where(eq(leads.email, "two@example.com"));
    const result = await setLeadStatus(db, { leadId: other!.id, to: "won", webhookOwners: [] });
    expect(result.ok && result.lead.dealValue).toBe(null);
    const money = await readMoneySettings(db);
    const report = moneyTables(await moneyFigures(db, { first: OCTOBER.from, last: OCTOBER.to }, money));
    expect(report.tables.campaign.find((row) => row.key === "roofers spring")?.valueWon).toBe(
      480_000 + 100_000,
    );
  });

  it("erases a person's value with them; spend stays", async () => {
    const before = await spendBy(db);
    await erasePerson(db, { email: "won@example.com" }, { keepUnsubscribed: false, webhookOwners: [] });
    expect(await db.select().from(leads).where(eq(leads.id, wonId))).toEqual([]);
    const values = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${leads} where deal_value is not null`),
    );
    expect(values[0]!.n).toBe(0);
    expect(await spendBy(db)).toEqual(before);
  });
});
