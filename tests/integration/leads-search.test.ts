import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import { leads } from "@/lib/db/schema";
import { leadsCsvChunks } from "@/lib/settings/leads/csv";
import { leadFilterQuery, parseLeadFilter } from "@/lib/settings/leads/filter";
import { leadSources, leadsPage } from "@/lib/settings/leads/query";
import { contactLead, demoLead } from "../support/leads";
import { backends, openForTests } from "./databases";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe.each(backends())("finding leads, on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    await db.insert(leads).values([
      demoLead({
        name: "Grace Hopper",
        email: "grace@navy.example",
        businessName: "Harbor Dental",
        payload: { ...demoLead().payload, contactName: "Grace Hopper", phone: "+15415550101" },
        attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
        status: "contacted",
        createdAt: minutesAgo(30),
      }),
      contactLead({
        name: "Ada Lovelace",
        email: "ada@engines.example",
        attribution: { utm_source: "newsletter" },
        createdAt: minutesAgo(20),
      }),
      demoLead({
        name: "Alan Turing",
        email: "alan@bletchley.example",
        businessName: "Enigma 100% Ltd_",
        payload: { ...demoLead().payload, contactName: "Alan Turing", phone: "+447700900123" },
        attribution: { utm_source: "google" },
        status: "won",
        createdAt: minutesAgo(10),
      }),
      contactLead({
        name: "Katherine Johnson",
        email: "kj@nasa.example",
        status: "qualified",
        createdAt: minutesAgo(5),
      }),
    ]);
  });

  const names = async (params: Record<string, string>) =>
    (await leadsPage(db, 1, 20, parseLeadFilter(params).filter)).items.map((item) => item.lead.name);

  it("finds a lead by a phone number typed the way a caller says it, by its digits", async () => {
    expect(await names({ q: "(541) 555-0101" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "541.555.0101" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "+1 541 555 0101" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "07700 900123" })).toEqual(["Alan Turing"]);
    expect(await names({ q: "7700 900123" })).toEqual(["Alan Turing"]);
  });

  it("finds by part of a name, an email or a company, whatever the case; LIKE's wildcards are plain characters", async () => {
    expect(await names({ q: "lovelace" })).toEqual(["Ada Lovelace"]);
    expect(await names({ q: "NAVY.example" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "harbor" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "100%" })).toEqual(["Alan Turing"]);
    expect(await names({ q: "Ltd_" })).toEqual(["Alan Turing"]);
    expect(await names({ q: "%" })).toEqual(["Alan Turing"]);
    expect(await names({ q: "_" })).toEqual(["Alan Turing"]);
    expect(await names({ q: "nobody" })).toEqual([]);
  });

  it("filters by form, status and source, together and with a search", async () => {
    expect(await names({ kind: "demo" })).toEqual(["Alan Turing", "Grace Hopper"]);
    expect(await names({ kind: "contact", status: "qualified" })).toEqual(["Katherine Johnson"]);
    expect(await names({ source: "google" })).toEqual(["Alan Turing", "Grace Hopper"]);
    expect(await names({ source: "google", q: "grace" })).toEqual(["Grace Hopper"]);
    // A form that is not one is ignored, never an error.
    expect(await names({ kind: "bogus" })).toHaveLength(4);
    expect(await leadSources(db)).toEqual(expect.arrayContaining(["google", "newsletter"]));
    expect((await leadSources(db))[0]).toBe("google");
  });

  it("sorts newest first, oldest first or by status in pipeline order, and pages through", async () => {
    expect(await names({})).toEqual(["Katherine Johnson", "Alan Turing", "Ada Lovelace", "Grace Hopper"]);
    expect(await names({ sort: "oldest" })).toEqual([
      "Grace Hopper",
      "Ada Lovelace",
      "Alan Turing",
      "Katherine Johnson",
    ]);
    expect(await names({ sort: "status" })).toEqual([
      "Ada Lovelace",
      "Grace Hopper",
      "Katherine Johnson",
      "Alan Turing",
    ]);
    const page2 = await leadsPage(db, 2, 3, parseLeadFilter({ sort: "oldest" }).filter);
    expect(page2).toMatchObject({ page: 2, pageCount: 2, total: 4 });
    expect(page2.items.map((item) => item.lead.name)).toEqual(["Katherine Johnson"]);
  });

  it("keeps the search in the list's links, and downloads only the leads the filter shows", async () => {
    const { filter } = parseLeadFilter({
      q: "(541) 555-0101",
      kind: "demo",
      sort: "oldest",
      status: "contacted",
    });
    expect(leadFilterQuery(filter).toString()).toBe(
      "status=contacted&kind=demo&q=%28541%29+555-0101&sort=oldest",
    );
    let csv = "";
    for await (const chunk of leadsCsvChunks(db, parseLeadFilter({ source: "google" }).filter)) csv += chunk;
    expect(csv).toContain("Alan Turing");
    expect(csv).toContain("Grace Hopper");
    expect(csv).not.toContain("Ada Lovelace");
    expect(csv.trim().split("\r\n")).toHaveLength(3);
  });
});
