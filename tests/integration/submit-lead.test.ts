import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toasts } from "@/content/forms";
import type { Database } from "@/lib/db/open";
import { leads, outboxJobs } from "@/lib/db/schema";
import { contactLead, intakeLead } from "@/lib/leads/lead-forms";
import { submitLead } from "@/lib/leads/submit-lead";
import { leadRequest as request, servedEarlier } from "../support/lead-request";
import { formData } from "../support/leads";
import { inFreshMinute } from "../support/rate-window";
import { backends, openForTests } from "./databases";

const contact = (email: string, extra: Record<string, string> = {}) =>
  formData({
    submissionId: randomUUID(),
    website: "",
    name: "Ada Lovelace",
    email,
    message: "Hello there.",
    ...extra,
  });

describe.each(backends())("the lead pipeline without a browser, on $name", (backend) => {
  let db: Database;
  const leadsFor = (email: string) => db.select().from(leads).where(eq(leads.email, email));

  openForTests(backend, (opened) => (db = opened));

  it("stores a contact lead with its attribution, queues its deliveries, and kicks them after the response", async () => {
    const attribution = JSON.stringify({ utm_source: "google", utm_campaign: "spring" });
    const { req, afterResponse } = request(db, "203.0.113.10", {
      ...servedEarlier(),
      booking_params: attribution,
    });
    const state = await submitLead(contactLead, contact("ada@example.com"), req);
    expect(state).toMatchObject({ status: "success", toast: toasts.contactSent });
    const [stored] = await leadsFor("ada@example.com");
    expect(stored).toMatchObject({ kind: "contact", name: "Ada Lovelace", businessName: null });
    expect(stored!.attribution).toMatchObject({ utm_source: "google", utm_campaign: "spring" });
    expect(stored!.ipHash).toMatch(/^[0-9a-f]{32}$/);
    const jobs = await db.select().from(outboxJobs).where(eq(outboxJobs.leadId, stored!.id));
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(afterResponse).toHaveLength(1);
  });

  it("answers a wrong email with its own message, keeps the answers, and stores nothing", async () => {
    const { req, afterResponse } = request(db, "203.0.113.11");
    const state = await submitLead(contactLead, contact("not-an-email"), req);
    expect(state.status).toBe("error");
    expect(state.fieldErrors?.email).toBeTruthy();
    expect(state.values).toMatchObject({ name: "Ada Lovelace", email: "not-an-email" });
    expect(await leadsFor("not-an-email")).toHaveLength(0);
    expect(afterResponse).toHaveLength(0);
  });

  it("stores what Postgres cannot hold (NUL, a lone surrogate, control characters) without it, rather than failing", async () => {
    // A rewritten first_touch cookie and a NUL in a field made every post of this visitor fail before.
    const firstTouch = JSON.stringify({
      landing_page: "/offer\u0000\u0007",
      referrer: "https://a.example/\ud800",
    });
    const { req } = request(db, "203.0.113.14", { ...servedEarlier(), first_touch: firstTouch });
    const data = contact("nul@example.com", { message: "Hello\u0000 there.", name: "Ada\u0000 Lovelace" });
    expect((await submitLead(contactLead, data, req)).status).toBe("success");
    const [stored] = await leadsFor("nul@example.com");
    expect(stored).toMatchObject({ name: "Ada Lovelace", payload: { message: "Hello there." } });
    expect(stored!.attribution).toMatchObject({ landing_page: "/offer", referrer: "https://a.example/" });
  });

  it("tells a bot filling the honeypot it succeeded, and stores nothing", async () => {
    const { req } = request(db, "203.0.113.12");
    const state = await submitLead(contactLead, contact("bot@example.com", { website: "spam.example" }), req);
    expect(state.status).toBe("success");
    expect(await leadsFor("bot@example.com")).toHaveLength(0);
  });

  it("stores a resubmission of the same answers once", async () => {
    const data = contact("twice@example.com");
    for (let i = 0; i < 2; i += 1) {
      expect((await submitLead(contactLead, data, request(db, "203.0.113.13").req)).status).toBe("success");
    }
    expect(await leadsFor("twice@example.com")).toHaveLength(1);
  });

  it("answers retries of a stored post without spending the address's limit", async () => {
    // Seven posts of one submission (a flaky connection retrying), more than the 5 a minute one address may send.
    await inFreshMinute();
    const data = contact("retry@example.com");
    for (let i = 0; i < 7; i += 1) {
      expect((await submitLead(contactLead, data, request(db, "203.0.113.15").req)).status).toBe("success");
    }
    const next = await submitLead(contactLead, contact("after@example.com"), request(db, "203.0.113.15").req);
    expect(next.status).toBe("success");
    expect(await leadsFor("retry@example.com")).toHaveLength(1);
    expect(await leadsFor("after@example.com")).toHaveLength(1);
  });

  it("gives a post without the form page's cookie a fifth of the address's allowance: the time trap cannot run on it", async () => {
    await inFreshMinute();
    const untimed = () => request(db, "203.0.113.17", {}).req;
    expect((await submitLead(contactLead, contact("untimed-1@example.com"), untimed())).status).toBe(
      "success",
    );
    const second = await submitLead(contactLead, contact("untimed-2@example.com"), untimed());
    expect(second).toMatchObject({ status: "error", toast: { title: toasts.rateLimited.title } });
    expect(await leadsFor("untimed-2@example.com")).toHaveLength(0);
    // A forged cookie is no cookie; the same address posting from the form page still has its own allowance.
    const forged = request(db, "203.0.113.17", { form_t: "1.2.3" }).req;
    expect((await submitLead(contactLead, contact("untimed-3@example.com"), forged)).status).toBe("error");
    const browser = request(db, "203.0.113.17").req;
    expect((await submitLead(contactLead, contact("timed@example.com"), browser)).status).toBe("success");
  });

  it("counts an IPv6 /48 as one more bucket, four addresses' worth, however many /64s its posts come from", async () => {
    await inFreshMinute();
    const from = (i: number) => request(db, `2001:db8:48:${i.toString(16)}::1`).req;
    const outcomes: string[] = [];
    // Five posts a minute per /64 (the default), so twenty /64s could send 100; their /48 stops them at 20.
    for (let i = 0; i < 21; i++)
      outcomes.push((await submitLead(contactLead, contact(`net48-${i}@example.com`), from(i))).status);
    expect(outcomes.slice(0, 20).every((status) => status === "success")).toBe(true);
    expect(outcomes[20]).toBe("error");
    // Another /48 is not affected.
    const other = request(db, "2001:db8:49::1").req;
    expect((await submitLead(contactLead, contact("net49@example.com"), other)).status).toBe("success");
  });

  it("refuses anything that is not form data", async () => {
    const state = await submitLead(
      contactLead,
      "name=x" as unknown as FormData,
      request(db, "203.0.113.14").req,
    );
    expect(state).toMatchObject({ status: "error", toast: toasts.missingInformation });
  });

  it("stores an intake lead with the consent wording and SMS consent apart", async () => {
    const answers = formData({
      submissionId: randomUUID(),
      website: "",
      businessName: "Lovelace Dental",
      contactName: "Ada",
      email: "intake@example.com",
      phone: "+1 415 555 2671",
      smsConsent: "on",
      painPoints: ["lead-generation", "reporting"],
      currentChallenges: "",
      selectedSolutions: ["ai-agents"],
      preferredTime: "Tuesday morning",
      additionalNotes: "",
      consent: "on",
    });
    const state = await submitLead(intakeLead, answers, request(db, "203.0.113.15").req);
    expect(state.status).toBe("success");
    const [stored] = await leadsFor("intake@example.com");
    expect(stored).toMatchObject({
      kind: "intake",
      name: "Ada",
      businessName: "Lovelace Dental",
      consent: true,
    });
    expect(stored!.consentText).toMatch(/by email/);
    expect(stored!.smsConsentText).toMatch(/Reply STOP/);
    expect(stored!.payload).not.toHaveProperty("consent");
    expect(stored!.payload).toMatchObject({ phone: "+14155552671", smsConsent: true });
  });

  it("keeps no phone number given without consent to texts (it is asked for texts only)", async () => {
    const answers = formData({
      submissionId: randomUUID(),
      website: "",
      businessName: "Hopper Roofing",
      contactName: "Grace",
      email: "no-texts@example.com",
      phone: "+1 415 555 2671",
      painPoints: ["lead-generation"],
      currentChallenges: "",
      selectedSolutions: ["ai-agents"],
      preferredTime: "Monday",
      additionalNotes: "",
      consent: "on",
    });
    expect((await submitLead(intakeLead, answers, request(db, "203.0.113.16").req)).status).toBe("success");
    const [stored] = await leadsFor("no-texts@example.com");
    expect(stored!.payload).not.toHaveProperty("phone");
    expect(stored!.smsConsentText).toBeNull();
  });
});
