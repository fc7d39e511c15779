import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv } from "@/lib/csv";
import { isSameOriginRequest } from "@/lib/request/origin";
import { filenameDate } from "@/lib/settings/csv-route";
import { csvTime } from "@/lib/time-format";

/** A strict RFC 4180 reader, so the tests check what a spreadsheet would get back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted || (ch !== "," && ch !== "\r")) {
      cell += ch;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(true)).toBe("true");
  });

  it("quotes a field with a semicolon, which spreadsheets in many locales split on", () => {
    expect(csvCell("Agents; Dashboards")).toBe('"Agents; Dashboards"');
    expect(csvCell("a;b")).toBe('"a;b"');
  });

  it("quotes fields with a comma, quote, CR or LF and doubles quotes", () => {
    expect(csvCell("Smith, John")).toBe('"Smith, John"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell('"')).toBe('""""');
  });

  it.each(["=SUM(A1:A9)", "+1+1", "-2+3", "@cmd", "\t=1", "\r=1"])(
    "prefixes a formula-like cell with an apostrophe: %j",
    (value) => {
      const cell = csvCell(value);
      const [[parsed]] = parseCsv(`${cell}\r\n`) as [[string]];
      expect(parsed).toBe(`'${value}`);
    },
  );

  it("keeps the apostrophe inside the quotes when the formula also needs quoting", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
  });

  it("does not prefix characters that are only dangerous at the start", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("foo@example.com")).toBe("foo@example.com");
    expect(csvCell("1-2")).toBe("1-2");
  });

  it("passes unicode through untouched", () => {
    expect(csvCell("Zoë Ångström 🚀 東京")).toBe("Zoë Ångström 🚀 東京");
    expect(csvCell("naïve, café")).toBe('"naïve, café"');
  });
});

describe("csvRow and toCsv", () => {
  it("ends every record with CRLF, including the last", () => {
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
    expect(
      toCsv([
        ["h1", "h2"],
        ["1", "2"],
      ]),
    ).toBe("h1,h2\r\n1,2\r\n");
    expect(toCsv([])).toBe("");
  });

  it("round-trips awkward values through an RFC 4180 reader", () => {
    const rows = [
      ["name", "message", "note"],
      ['Zoë, "Z"', "multi\nline\r\ntext", "🚀"],
      ["", ",", '""'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it("keeps a row per record even when cells contain line breaks", () => {
    const csv = toCsv([
      ["x\ny", "z"],
      ["1", "2"],
    ]);
    expect(parseCsv(csv)).toHaveLength(2);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
  });
});

describe("isSameOriginRequest (the CSV route's origin check)", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("accepts same-origin requests and typed-in URLs", () => {
    expect(isSameOriginRequest(headers({ host: "site.test" }))).toBe(true);
    expect(isSameOriginRequest(headers({ host: "site.test", origin: "https://site.test" }))).toBe(true);
    expect(isSameOriginRequest(headers({ host: "site.test", "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(headers({ host: "site.test", "sec-fetch-site": "none" }))).toBe(true);
    expect(
      isSameOriginRequest(
        headers({ host: "internal:3000", "x-forwarded-host": "site.test", origin: "https://site.test" }),
      ),
    ).toBe(true);
  });

  it("refuses other origins", () => {
    expect(isSameOriginRequest(headers({ host: "site.test", origin: "https://evil.test" }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: "site.test", origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: "site.test", "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: "site.test", "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOriginRequest(headers({ origin: "https://site.test" }))).toBe(false);
  });
});

describe("a download's filename date", () => {
  it("writes a time as the owner reads it, sortable and with its zone named", () => {
    expect(csvTime(new Date("2026-11-25T05:30:09Z"))).toBe("2026-11-24 21:30:09 PST");
    expect(csvTime(new Date("2026-07-01T12:00:00Z"))).toBe("2026-07-01 05:00:00 PDT");
  });

  it("is the owner's (Pacific) day, not UTC's: the evening's export is not named for tomorrow", () => {
    expect(filenameDate(new Date("2026-11-25T05:30:00Z"))).toBe("2026-11-24");
    expect(filenameDate(new Date("2026-07-01T12:00:00Z"))).toBe("2026-07-01");
  });
});
