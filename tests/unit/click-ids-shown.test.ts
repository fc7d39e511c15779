import { describe, expect, it } from "vitest";
import { BROWSER_ID_KEYS, CLICK_ID_KEYS } from "@/lib/attribution/keys";
import type { Lead } from "@/lib/db/schema";
import { attributionRows } from "@/lib/forms/lead-fields";
import { leadCsvHeader } from "@/lib/settings/leads/csv";
import { formSubmissionEvent } from "@/lib/webhooks/events";
import { demoLead } from "../support/leads";

// Issue 25, item 1: a lead's click ids are shown on its page, in the CSV and in the webhook payload.
const seen = Date.UTC(2030, 0, 2, 3, 0, 0);
const attribution = {
  utm_source: "google",
  gclid: "TeSt_123",
  gclid_at: String(seen),
  fbclid: "AbC_9",
  fbclid_at: String(seen),
  msclkid: "Ms_1",
  msclkid_at: String(seen),
  _fbp: "fb.1.1700000000000.987654321",
  _ga: "GA1.1.1111111111.1700000000",
};

// The columns a stored row has beyond what the form pipeline writes.
const lead = {
  ...demoLead({ attribution, createdAt: new Date(seen + 60_000) }),
  id: "5b0f3c1e-1d7a-4f51-9f43-0c1f1c2f9a11",
  gpc: false,
} as Lead;

describe("a lead's click ids where the owner and the CRM read them", () => {
  it("the lead's page shows each id exactly as received, with when it was first seen, and the browser ids", () => {
    const rows = Object.fromEntries(attributionRows(lead).map((row) => [row.label, row.value]));
    expect(rows.gclid).toMatch(/^TeSt_123 \(first seen .+\)$/);
    expect(rows.fbclid).toMatch(/^AbC_9 \(first seen .+\)$/);
    expect(rows.msclkid).toMatch(/^Ms_1 \(first seen /);
    expect(rows._fbp).toBe(attribution._fbp);
    expect(rows._ga).toBe(attribution._ga);
    // The first-seen times are shown beside their ids, not as rows of their own.
    expect(Object.keys(rows).filter((key) => key.endsWith("_at"))).toEqual([]);
  });

  it("the CSV has a column for every click id and browser id", () => {
    const header = leadCsvHeader();
    for (const key of [...CLICK_ID_KEYS, ...BROWSER_ID_KEYS]) expect(header).toContain(key);
  });

  it("the webhook payload carries the ids, fbclid with its case", () => {
    const event = formSubmissionEvent(lead, new Date(seen + 120_000));
    expect(event.data.attribution).toMatchObject({
      gclid: "TeSt_123",
      fbclid: "AbC_9",
      msclkid: "Ms_1",
      _fbp: attribution._fbp,
      _ga: attribution._ga,
    });
  });
});
