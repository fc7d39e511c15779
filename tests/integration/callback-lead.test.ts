import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentText, toasts } from "@/content/forms";
import type { Database } from "@/lib/db/open";
import { NOT_SENT } from "@/lib/delivery/result";
import { leads, outboxJobs } from "@/lib/db/schema";
import { callbackLead } from "@/lib/leads/lead-forms";
import { submitLead } from "@/lib/leads/submit-lead";
import { callHref, replyHref } from "@/lib/settings/leads/desk";
import { formSubmissionEvent } from "@/lib/webhooks/events";
import { leadRequest as request, servedEarlier } from "../support/lead-request";
import { formData } from "../support/leads";
import { backends, openForTests } from "./databases";

const callback = (name: string, extra: Record<string, string> = {}) =>
  formData({
    submissionId: randomUUID(),
    website: "",
    name,
    phone: "(503) 555-0142",
    bestTime: "tomorrow-morning",
    email: "",
    page: "roofers",
    ...extra,
  });

describe.each(backends())("the callback form's pipeline, on $name", (backend) => {
  let db: Database;
  const leadsNamed = (name: string) => db.select().from(leads).where(eq(leads.name, name));
  const jobsOf = (leadId: string) => db.select().from(outboxJobs).where(eq(outboxJobs.leadId, leadId));

  openForTests(backend, (opened) => (db = opened));

  it("stores a callback request without email: its number, time, page and attribution; the owner is told, no confirmation goes", async () => {
    const attribution = JSON.stringify({ utm_source: "facebook", utm_campaign: "storm", fbclid: "IwAR123" });
    const { req, afterResponse } = request(db, "203.0.113.40", {
      ...servedEarlier(),
      booking_params: attribution,
    });
    const state = await submitLead(callbackLead, callback("Rita Roofer"), req);
    expect(state).toMatchObject({ status: "success", toast: toasts.callbackRequested });
    expect(state.booking?.href).toMatch(/^\/book\?/);
    const [stored] = await leadsNamed("Rita Roofer");
    expect(stored).toMatchObject({ kind: "callback", email: "", smsConsentText: null, consent: false });
    expect(stored!.payload).toEqual({
      name: "Rita Roofer",
      phone: "+15035550142",
      bestTime: "tomorrow-morning",
      smsConsent: false,
      page: "roofers",
    });
    expect(stored!.attribution).toMatchObject({
      utm_source: "facebook",
      utm_campaign: "storm",
      fbclid: "IwAR123",
    });
    const jobs = await jobsOf(stored!.id);
    expect(jobs.find((job) => job.type === "owner_email")?.status).toBe("pending");
    expect(jobs.find((job) => job.type === "prospect_email")).toMatchObject({
      status: "not_sent",
      lastError: NOT_SENT.noAddress,
    });
    expect(afterResponse).toHaveLength(1);
    // The desk dials the number; with no address there is no email to reply to.
    expect(callHref(stored!)).toBe("tel:+15035550142");
    expect(replyHref(stored!)).toBeNull();
    const event = formSubmissionEvent(stored!);
    expect(event.data).toMatchObject({
      formType: "callback",
      phone: "+15035550142",
      bestTime: "tomorrow-morning",
      bestTimeLabel: "Tomorrow, morning",
      attribution: { utm_source: "facebook", fbclid: "IwAR123" },
    });
  });

  it("with an email and texts ticked, confirms by email and keeps the texts wording", async () => {
    const { req } = request(db, "203.0.113.41");
    const data = callback("Dee Dentist", { email: "dee@example.com", smsConsent: "on", page: "dental" });
    expect((await submitLead(callbackLead, data, req)).status).toBe("success");
    const [stored] = await leadsNamed("Dee Dentist");
    expect(stored).toMatchObject({ email: "dee@example.com", smsConsentText: consentText.sms });
    expect(stored!.payload).toMatchObject({ email: "dee@example.com", smsConsent: true, page: "dental" });
    const jobs = await jobsOf(stored!.id);
    expect(jobs.find((job) => job.type === "prospect_email")?.status).toBe("pending");
  });

  it("refuses a missing number, an unknown time or page and a bad email with each field's message, storing nothing", async () => {
    const { req } = request(db, "203.0.113.42");
    const data = callback("Nobody Stored", {
      phone: "",
      bestTime: "midnight",
      page: "elsewhere",
      email: "not-an-email",
    });
    const state = await submitLead(callbackLead, data, req);
    expect(state.status).toBe("error");
    expect(state.fieldErrors).toMatchObject({
      phone: "Phone is required",
      bestTime: "Please choose a time to call",
      page: "Please send the form from its page",
      email: "Please enter a valid email address",
    });
    expect(state.values).toMatchObject({ name: "Nobody Stored", email: "not-an-email" });
    expect(await leadsNamed("Nobody Stored")).toHaveLength(0);
  });

  it("drops a honeypot post as if accepted", async () => {
    const { req } = request(db, "203.0.113.43");
    const state = await submitLead(callbackLead, callback("Honey Bot", { website: "x" }), req);
    expect(state.status).toBe("success");
    expect(await leadsNamed("Honey Bot")).toHaveLength(0);
  });
});
