import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toasts } from "@/content/forms";
import type { Database } from "@/lib/db/open";
import { bookingClicks, leads } from "@/lib/db/schema";
import { createFormToken } from "@/lib/forms/form-token";
import { contactLead, intakeLead } from "@/lib/leads/lead-forms";
import { submitLead } from "@/lib/leads/submit-lead";
import { recordBookingClick } from "@/lib/leads/booking-clicks";
import {
  BOOKING_LEAD_PARAM,
  BOOKING_TOKEN_TTL_MS,
  signBookingToken,
  verifyBookingToken,
} from "@/lib/leads/booking-token";
import { appSecret } from "@/lib/secret";
import { leadRequest, servedEarlier } from "../support/lead-request";
import { formData } from "../support/leads";
import { backends, openForTests } from "./databases";

const SECRET = "a-test-secret-of-at-least-thirty-two-chars";
const LEAD = "3f2c8a1e-9b7d-4c6e-8f10-2a3b4c5d6e7f";

afterEach(() => vi.unstubAllEnvs());

describe("the booking token of a thank-you screen", () => {
  it("names its lead until it expires, in a short URL-safe text", () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const token = signBookingToken(SECRET, LEAD, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(verifyBookingToken(SECRET, token, now)).toBe(LEAD);
    expect(verifyBookingToken(SECRET, token, now + BOOKING_TOKEN_TTL_MS - 1000)).toBe(LEAD);
    expect(verifyBookingToken(SECRET, token, now + BOOKING_TOKEN_TTL_MS + 1000)).toBeNull();
  });

  it("refuses a forged, altered or foreign token: another secret, another lead, a later expiry, a form token", () => {
    const token = signBookingToken(SECRET, LEAD);
    const [id, expiry, signature] = token.split(".") as [string, string, string];
    const otherLead = signBookingToken(SECRET, randomUUID()).split(".")[0]!;
    const later = (parseInt(expiry, 36) + 86_400).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      signBookingToken("another-secret-of-at-least-thirty-two-chars", LEAD),
      `${otherLead}.${expiry}.${signature}`,
      `${id}.${later}.${signature}`,
      `${id}.${expiry}.${flipped}`,
      createFormToken(SECRET),
      "",
      "a.b.c",
      `${token}.x`,
      "x".repeat(5000),
      null,
    ]) {
      expect(verifyBookingToken(SECRET, forged)).toBeNull();
    }
  });
});

const contact = (email: string) =>
  formData({ submissionId: randomUUID(), website: "", name: "Ada Lovelace", email, message: "Hello there." });

const intake = (email: string) =>
  formData({
    submissionId: randomUUID(),
    website: "",
    businessName: "Lovelace Dental",
    contactName: "Ada",
    email,
    painPoints: ["lead-generation"],
    currentChallenges: "",
    selectedSolutions: ["ai-agents"],
    preferredTime: "Tuesday morning",
    additionalNotes: "",
    consent: "on",
  });

describe.each(backends())("the booking link offered on success, on $name", (backend) => {
  let db: Database;
  const open = async () => db;
  const leadOf = async (email: string) => (await db.select().from(leads).where(eq(leads.email, email)))[0]!;
  const clicksFrom = (ipHash: string) =>
    db.select().from(bookingClicks).where(eq(bookingClicks.ipHash, ipHash));
  const tokenOf = (href: string) => new URL(href, "http://site.test").searchParams.get(BOOKING_LEAD_PARAM);

  openForTests(backend, (opened) => (db = opened));

  it("goes through /book with the visitor's marketing keys and a token naming the lead just stored", async () => {
    const cookies = {
      ...servedEarlier(),
      booking_params: JSON.stringify({ utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" }),
    };
    const state = await submitLead(
      contactLead,
      contact("book@example.com"),
      leadRequest(db, "203.0.113.40", cookies).req,
    );
    expect(state).toMatchObject({
      status: "success",
      toast: toasts.contactSent,
      booking: { emailFollows: true },
    });
    const href = new URL(state.booking!.href, "http://site.test");
    expect(href.pathname).toBe("/book");
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
    });
    expect(verifyBookingToken(appSecret(), tokenOf(state.booking!.href))).toBe(
      (await leadOf("book@example.com")).id,
    );
  });

  it("answers a retried post with the same lead's link", async () => {
    const data = contact("retry-book@example.com");
    const first = await submitLead(contactLead, data, leadRequest(db, "203.0.113.41").req);
    const again = await submitLead(contactLead, data, leadRequest(db, "203.0.113.41").req);
    const id = (await leadOf("retry-book@example.com")).id;
    expect(verifyBookingToken(appSecret(), tokenOf(first.booking!.href))).toBe(id);
    expect(verifyBookingToken(appSecret(), tokenOf(again.booking!.href))).toBe(id);
  });

  it("speaks of an email only while the confirmation is on its way: not past the address's daily cap", async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) {
      const state = await submitLead(
        intakeLead,
        intake("capped@example.com"),
        leadRequest(db, `203.0.113.${50 + i}`).req,
      );
      outcomes.push([state.booking?.emailFollows, state.toast]);
    }
    expect(outcomes.slice(0, 3)).toEqual(Array(3).fill([true, toasts.intakeScheduled]));
    expect(outcomes[3]).toEqual([false, toasts.intakeReceived]);
  });

  it("speaks of no email in production without an email provider", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("AUTH_SECRET", SECRET);
    vi.stubEnv("TRUST_PROXY", "1");
    vi.stubEnv("RESEND_API_KEY", "");
    vi.stubEnv("EMAIL_TRANSPORT", "");
    const state = await submitLead(
      intakeLead,
      intake("no-provider@example.com"),
      leadRequest(db, "203.0.113.60").req,
    );
    expect(state).toMatchObject({
      status: "success",
      toast: toasts.intakeReceived,
      booking: { emailFollows: false },
    });
    expect(state.toast?.description).not.toMatch(/email/i);
    expect(verifyBookingToken(appSecret(), tokenOf(state.booking!.href))).toBe(
      (await leadOf("no-provider@example.com")).id,
    );
  });

  it("stores a click with a valid token tied to its lead, and one with a forged or expired token untied", async () => {
    const state = await submitLead(
      contactLead,
      contact("clicker@example.com"),
      leadRequest(db, "203.0.113.70").req,
    );
    const id = (await leadOf("clicker@example.com")).id;
    const token = tokenOf(state.booking!.href);
    const click = (ipHash: string, raw: string | null) =>
      recordBookingClick(
        {
          attribution: { utm_source: "google" },
          ipHash,
          userAgent: "ua",
          leadId: verifyBookingToken(appSecret(), raw),
        },
        open,
      );
    await click("tied-hash", token);
    await click("forged-hash", signBookingToken("another-secret-of-at-least-thirty-two-chars", id));
    await click("expired-hash", signBookingToken(appSecret(), id, Date.now() - BOOKING_TOKEN_TTL_MS - 1000));
    expect(await clicksFrom("tied-hash")).toMatchObject([{ leadId: id, source: "google" }]);
    expect(await clicksFrom("forged-hash")).toMatchObject([{ leadId: null, source: "google" }]);
    expect(await clicksFrom("expired-hash")).toMatchObject([{ leadId: null }]);
  });

  it("ties the visit's earlier booking click to the lead, still one row, and leaves a tied row to its lead", async () => {
    const first = await submitLead(
      contactLead,
      contact("early@example.com"),
      leadRequest(db, "203.0.113.71").req,
    );
    const second = await submitLead(
      contactLead,
      contact("later@example.com"),
      leadRequest(db, "203.0.113.72").req,
    );
    const click = (leadId: string | null) =>
      recordBookingClick({ attribution: {}, ipHash: "visit-hash", userAgent: "ua", leadId }, open);
    await click(null);
    await click(verifyBookingToken(appSecret(), tokenOf(first.booking!.href)));
    await click(verifyBookingToken(appSecret(), tokenOf(second.booking!.href)));
    expect(await clicksFrom("visit-hash")).toMatchObject([
      { leadId: (await leadOf("early@example.com")).id },
    ]);
  });

  it("stores a click whose lead was erased since as untied, without an error", async () => {
    const state = await submitLead(
      contactLead,
      contact("erased@example.com"),
      leadRequest(db, "203.0.113.73").req,
    );
    await db.delete(leads).where(eq(leads.email, "erased@example.com"));
    const leadId = verifyBookingToken(appSecret(), tokenOf(state.booking!.href));
    expect(leadId).not.toBeNull();
    await recordBookingClick({ attribution: {}, ipHash: "erased-hash", userAgent: "ua", leadId }, open);
    expect(await clicksFrom("erased-hash")).toMatchObject([{ leadId: null }]);
  });
});
