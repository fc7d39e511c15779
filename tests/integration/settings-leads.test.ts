import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import { leads, outboxAttempts, outboxJobs, type NewLead } from "@/lib/db/schema";
import { leadDetail } from "@/lib/settings/leads/detail";
import { leadCsvHeader, leadsCsvChunks } from "@/lib/settings/leads/csv";
import { leadsPage, parsePage } from "@/lib/settings/leads/query";
import { emailLog, recentDeliveries } from "@/lib/settings/deliveries/logs";
import { contactLead } from "../support/leads";
import { backends, openForTests } from "./databases";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

const lead = (i: number, extra: Partial<NewLead> = {}) =>
  contactLead({
    name: `Lead ${i}`,
    email: `lead${i}@example.com`,
    message: `Message ${i}`,
    createdAt: minutesAgo(1000 - i),
    ...extra,
  });

async function readCsv(db: Database): Promise<string> {
  let text = "";
  for await (const chunk of leadsCsvChunks(db)) text += chunk;
  return text;
}

describe.each(backends())("leads, deliveries and emails on $name", (backend) => {
  let db: Database;
  let demoId: string;

  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    // 505 plain leads (more than one CSV batch) and one demo lead with every kind of awkward value.
    await db.insert(leads).values(Array.from({ length: 505 }, (_, i) => lead(i)));
    const [demo] = await db
      .insert(leads)
      .values(
        lead(9999, {
          kind: "demo",
          name: '=HYPERLINK("http://evil.example")',
          email: "zoe@example.com",
          businessName: 'Zoë\'s Café, "Best" in town',
          payload: {
            contactName: "Zoë",
            industry: "healthcare",
            solutions: ["agents", "dashboards"],
            challenges: "No-shows\r\non Mondays 🚀",
          },
          attribution: {
            utm_source: "newsletter",
            utm_campaign: "spring",
            landing_page: "/landing?x=1",
            gclid: "TeSt_123",
            fbclid: "AbC_9",
          },
          consent: true,
          consentText: "I agree to receive demo updates by email/SMS.",
          consentedAt: minutesAgo(0),
          createdAt: minutesAgo(0),
        }),
      )
      .returning();
    demoId = demo!.id;
    const [job] = await db
      .insert(outboxJobs)
      .values([
        {
          type: "owner_email",
          leadId: demoId,
          maxAttempts: 7,
          status: "delivered",
          attempts: 1,
          summary: { to: "owner@example.com", subject: "New demo request" },
          providerId: "dev-mailbox",
        },
        {
          type: "webhook",
          leadId: demoId,
          webhookUserId: "owner-1",
          maxAttempts: 10,
          status: "dead",
          attempts: 10,
          lastError: "HTTP 500",
          summary: { url: "https://hooks.example/x", event: "form_submission" },
        },
      ])
      .returning();
    await db
      .insert(outboxAttempts)
      .values({ jobId: job!.id, attempt: 1, ok: true, startedAt: new Date(), durationMs: 12 });
  }, 120_000);

  it("pages leads newest first, 20 a page, with each lead's delivery state", async () => {
    const first = await leadsPage(db, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 26, total: 506 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ lead: { id: demoId }, delivery: "dead" });
    expect(first.items[1]).toMatchObject({ lead: { name: "Lead 504" }, delivery: "none" });
    const last = await leadsPage(db, 999);
    expect(last.page).toBe(26);
    expect(last.items.map((i) => i.lead.name)).toEqual([
      "Lead 5",
      "Lead 4",
      "Lead 3",
      "Lead 2",
      "Lead 1",
      "Lead 0",
    ]);
  });

  it("reads ?page leniently", () => {
    expect([
      parsePage(undefined),
      parsePage("3"),
      parsePage(["4"]),
      parsePage("-1"),
      parsePage("x"),
      parsePage("1.5"),
    ]).toEqual([1, 3, 4, 1, 1, 1]);
  });

  it("the detail view has the lead, its jobs and their attempts; unknown ids are null", async () => {
    const detail = await leadDetail(db, demoId);
    expect(detail?.lead.payload).toMatchObject({ industry: "healthcare" });
    expect(detail?.jobs.map((j) => [j.job.type, j.attempts.length])).toEqual(
      expect.arrayContaining([
        ["owner_email", 1],
        ["webhook", 0],
      ]),
    );
    expect(await leadDetail(db, randomUUID())).toBeNull();
    expect(await leadDetail(db, "../etc/passwd")).toBeNull();
  });

  it("exports every lead as safe RFC 4180 CSV", async () => {
    const csv = await readCsv(db);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      leadCsvHeader()
        .map((h) => (h.includes(",") ? `"${h}"` : h))
        .join(","),
    );
    // The header, 506 leads (one holding a CRLF inside quotes) and the final empty string.
    expect(lines).toHaveLength(1 + 506 + 1 + 1);
    const demoLine = lines[1] + "\r\n" + lines[2];
    expect(demoLine).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(demoLine).toContain(`"Zoë's Café, ""Best"" in town"`);
    expect(demoLine).toContain("Healthcare");
    // A list joined with "; " is quoted: spreadsheets in ";" locales would split it into cells.
    expect(demoLine).toContain(`"Appointment-Setting Agents; Dashboards/Reporting"`);
    expect(demoLine).toContain(`"No-shows\r\non Mondays 🚀"`);
    expect(demoLine).toContain("newsletter,");
    expect(demoLine).toContain("/landing?x=1");
    // Click ids have columns of their own, exactly as received.
    expect(demoLine).toContain(",TeSt_123,");
    expect(demoLine).toContain(",AbC_9,");
    expect(lines.at(-2)).toContain("Lead 0");
  });

  it("labels columns as the lead's page does and writes times in the owner's zone, named", async () => {
    const header = leadCsvHeader();
    expect(header.filter((h) => h === "Solutions of interest")).toHaveLength(1);
    expect(header.join(",")).not.toMatch(/\((selectedSolutions|solutions)\)/);
    expect(header[0]).toBe("Submitted at (Pacific time)");
    // The oldest leads are one line each.
    const rows = (await readCsv(db)).split("\r\n").slice(-4, -1);
    for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} P[SD]T,/);
  });

  it("lists the owner's webhook deliveries and the email log", async () => {
    expect(await recentDeliveries(db, "owner-1")).toEqual([
      expect.objectContaining({
        event: "form_submission",
        status: "dead",
        attempts: 10,
        lastError: "HTTP 500",
      }),
    ]);
    expect(await recentDeliveries(db, "someone-else")).toEqual([]);
    expect(await emailLog(db)).toEqual([
      expect.objectContaining({
        to: "owner@example.com",
        subject: "New demo request",
        provider: "dev-mailbox",
      }),
    ]);
  });
});

describe.each(backends())("the CSV export across batches on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));

  it("keeps every lead when a batch ends inside a millisecond that several leads share", async () => {
    // 498 newer leads, then three in one millisecond (only the microseconds differ): the first batch of 500 ends on
    // the second of the three.
    await db.insert(leads).values(Array.from({ length: 498 }, (_, i) => lead(i)));
    const sameMillisecond = new Date("2020-01-01T10:00:00Z");
    await db.insert(leads).values([0, 1, 2].map((i) => lead(2000 + i, { createdAt: sameMillisecond })));
    for (const [i, micros] of [300, 200, 100].entries()) {
      await db
        .update(leads)
        .set({ createdAt: sql`${leads.createdAt} + make_interval(secs => ${micros / 1e6})` })
        .where(eq(leads.name, `Lead ${2000 + i}`));
    }
    const lines = (await readCsv(db)).slice(1).split("\r\n");
    expect(lines).toHaveLength(1 + 501 + 1);
    expect(lines.at(-2)).toContain("Lead 2002");
  });
});
