import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSpendFile, type ParsedSpend } from "@/lib/spend/formats";
import { decodeExport, readRecords } from "@/lib/spend/read-csv";

const fixture = (name: string) =>
  decodeExport(new Uint8Array(readFileSync(join(__dirname, "../fixtures/spend", name))));

const rowsOf = (parsed: ParsedSpend) => {
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return parsed.rows;
};
const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);

describe("Google Ads campaign report", () => {
  it("skips the title and date-range lines and the Total rows, and reads quoted thousands", () => {
    const parsed = parseSpendFile(fixture("google-ads-campaign-report.csv"), {
      source: "Google",
      currency: "USD",
    });
    expect(parsed.ok && parsed.format).toBe("google-ads");
    const rows = rowsOf(parsed);
    expect(rows).toHaveLength(60);
    // 30 days of 1,000.00 + 0.37 a day more, and 250.00 + 0.37 a day more: the Total row says 37,821.90.
    expect(sum(rows)).toBe(3_782_190);
    expect(rows[0]).toEqual({
      day: "2026-10-01",
      source: "google",
      campaign: "Roofers Spring",
      campaignKey: "roofers spring",
      amount: 100_000,
    });
    expect(new Set(rows.map((row) => row.campaignKey))).toEqual(
      new Set(["roofers spring", "dental implants"]),
    );
  });

  it("refuses the whole file for one malformed row, naming its line", () => {
    const parsed = parseSpendFile(fixture("google-ads-bad-row.csv"), { source: "google", currency: "USD" });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems).toEqual([
      `Line 9: "abc" is not an amount; write it like 4800, 4,800 or 4800.50`,
    ]);
  });

  it("refuses a report in another currency than the site's", () => {
    const parsed = parseSpendFile(fixture("google-ads-eur.csv"), { source: "google", currency: "USD" });
    expect(!parsed.ok && parsed.problems[0]).toMatch(/in EUR; the site's currency is USD/);
  });

  it("needs to know which source the spend is for", () => {
    const parsed = parseSpendFile(fixture("google-ads-campaign-report.csv"), { currency: "USD" });
    expect(!parsed.ok && parsed.problems[0]).toMatch(/Choose the source/);
  });

  it("reads the tab-separated UTF-16 'Excel CSV' download alike", () => {
    const text = fixture("google-ads-campaign-report.csv")
      .split("\r\n")
      .map((line) => readRecords(line)[0]?.cells.join("\t") ?? "")
      .join("\r\n");
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const parsed = parseSpendFile(decodeExport(new Uint8Array(utf16)), { source: "google", currency: "USD" });
    expect(sum(rowsOf(parsed))).toBe(3_782_190);
  });
});

describe("Meta Ads Manager export", () => {
  it("reads a day per row and the currency from the Amount spent header", () => {
    const parsed = parseSpendFile(fixture("meta-ads-export.csv"), { source: "facebook", currency: "USD" });
    expect(parsed.ok && parsed.format).toBe("meta");
    const rows = rowsOf(parsed);
    expect(rows).toHaveLength(30);
    expect(sum(rows)).toBe(124_785);
    expect(rows[29]).toMatchObject({ day: "2026-10-30", campaign: "Dental Smiles Oct", amount: 4319 });
    expect(parseSpendFile(fixture("meta-ads-export.csv"), { source: "facebook", currency: "EUR" }).ok).toBe(
      false,
    );
  });

  it("spreads a row over its reporting days to the cent, and skips the summary row", () => {
    const rows = rowsOf(
      parseSpendFile(fixture("meta-ads-reporting-range.csv"), { source: "facebook", currency: "USD" }),
    );
    const dental = rows.filter((row) => row.campaignKey === "dental smiles oct");
    expect(dental).toHaveLength(7);
    expect(sum(dental)).toBe(70_003);
    expect(dental.map((row) => row.amount)).toEqual([10_001, 10_001, 10_001, 10_000, 10_000, 10_000, 10_000]);
    expect(sum(rows)).toBe(100_003);
  });
});

describe("Microsoft Advertising campaign report", () => {
  it("skips the report header lines and the copyright line, and reads US dates", () => {
    const parsed = parseSpendFile(fixture("microsoft-campaign-report.csv"), {
      source: "bing",
      currency: "USD",
    });
    expect(parsed.ok && parsed.format).toBe("microsoft");
    const rows = rowsOf(parsed);
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.day === "2026-10-01" && row.campaign === "Brand")?.amount).toBe(100_250);
    expect(sum(rows)).toBe(4510 + 4610 + 4710 + 100_250 + 1200 + 1200);
  });

  it("reads the Reporting API's column names", () => {
    const rows = rowsOf(
      parseSpendFile(fixture("microsoft-api-report.csv"), { source: "bing", currency: "USD" }),
    );
    expect(rows).toEqual([
      {
        day: "2026-10-01",
        source: "bing",
        campaign: "Roofers Bing",
        campaignKey: "roofers bing",
        amount: 4510,
      },
    ]);
  });
});

describe("plain CSV", () => {
  it("takes each row's source from the file", () => {
    const rows = rowsOf(parseSpendFile(fixture("plain.csv"), { currency: "USD" }));
    expect(rows.map((row) => [row.source, row.day, row.amount])).toEqual([
      ["yelp", "2026-10-01", 120_000],
      ["yelp", "2026-10-02", 3550],
      ["nextdoor", "2026-10-01", 1000],
    ]);
  });

  it("lists every bad row by line, and what is wrong with it", () => {
    const parsed = parseSpendFile(
      "date,source,campaign,amount\n2026-02-30,yelp,A,1\n2026-03-01,,B,2\n2026-03-02,yelp,,3,\n2026-03-03,yelp,C,-4\n",
      { currency: "USD" },
    );
    expect(!parsed.ok && parsed.problems).toEqual([
      'Line 2: "2026-02-30" is not a date',
      'Line 3: "" is not a source',
      "Line 4: no campaign",
      "Line 5: An amount cannot be negative",
    ]);
  });

  it("says so when no header is found", () => {
    const parsed = parseSpendFile("hello,world\n1,2\n", { source: "google", currency: "USD" });
    expect(!parsed.ok && parsed.problems[0]).toMatch(/No header row found/);
  });
});
