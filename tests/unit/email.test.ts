import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Lead } from "@/lib/db/schema";
import { resendError, startResendServer, type ResendServer } from "../support/resend-server.mjs";
import * as emailSendModule from "@/lib/email/send";
import * as emailMessagesModule from "@/lib/email/messages";
import * as emailUnsubscribeModule from "@/lib/email/unsubscribe";
import { shippedParty as party } from "@/content/legal";

const KEY = "re_test_key";
const FROM = "Cascade Test <mail@cascade.test>";
let server: ResendServer;

beforeAll(async () => {
  server = await startResendServer(KEY);
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A fresh copy of lib/email against this environment. */
async function load(env: Record<string, string>) {
  const defaults = {
    RESEND_API_KEY: KEY,
    RESEND_BASE_URL: server.url,
    EMAIL_FROM: FROM,
    NOTIFY_EMAIL: "owner@cascade.test",
    NEXT_PUBLIC_SITE_URL: "https://cascade.test",
    BOOKING_URL: "https://book.cascade.test/widget",
  };
  for (const [name, value] of Object.entries({ ...defaults, ...env })) vi.stubEnv(name, value);
  return { ...emailSendModule, ...emailMessagesModule };
}

const message = {
  to: "ana@example.com",
  subject: "Hello",
  html: "<p>Hi</p>",
  text: "Hi",
  replyTo: "r@example.com",
};

describe("sendEmail", () => {
  it("posts from, to, subject, html and text with the bearer key and the idempotency key", async () => {
    const { sendEmail } = await load({});
    const result = await sendEmail(message, "job-1");
    const request = server.requests.at(-1);
    expect(request?.path).toBe("/emails");
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers["idempotency-key"]).toBe("job-1");
    expect(request?.body).toMatchObject({
      from: FROM,
      to: "ana@example.com",
      subject: "Hello",
      html: "<p>Hi</p>",
    });
    expect(request?.body).toMatchObject({ text: "Hi", reply_to: "r@example.com" });
    expect(result).toEqual({ ok: true, providerId: expect.stringMatching(/^email-\d+$/) });
  });

  it("sends a retry with the same key, so Resend answers with the first email", async () => {
    const { sendEmail } = await load({});
    const first = await sendEmail(message, "job-retry");
    const second = await sendEmail(message, "job-retry");
    expect(second.providerId).toBe(first.providerId);
  });

  it("maps a 429 to a retry delay from Retry-After, or 1 s without one", async () => {
    const { sendEmail } = await load({});
    const limited = resendError(429, "rate_limit_exceeded", "Too many requests.");
    server.reply(
      { status: 429, body: limited, headers: { "retry-after": "7" } },
      { status: 429, body: limited },
    );
    expect(await sendEmail(message, "job-429a")).toMatchObject({
      ok: false,
      status: 429,
      retryAfterMs: 7000,
    });
    const bare = await sendEmail(message, "job-429b");
    expect(bare).toMatchObject({ ok: false, status: 429, retryAfterMs: 1000 });
    expect(bare.permanent).toBeUndefined();
  });

  it("treats a 500, JSON or not, and a rejected key as retryable", async () => {
    const { sendEmail } = await load({});
    server.reply(
      { status: 500, body: resendError(500, "internal_server_error", "Something broke.") },
      { status: 502, body: "<html>Bad Gateway</html>" },
    );
    const json = await sendEmail(message, "job-500");
    expect(json).toMatchObject({ ok: false, status: 500, error: "internal_server_error: Something broke." });
    expect(await sendEmail(message, "job-502")).toMatchObject({ ok: false, status: 502 });
    const { sendEmail: withBadKey } = await load({ RESEND_API_KEY: "re_wrong" });
    const denied = await withBadKey(message, "job-403");
    expect(denied).toMatchObject({ ok: false, status: 403 });
    expect([json.permanent, denied.permanent]).toEqual([undefined, undefined]);
  });

  it("marks a 422 validation error permanent, with the error on one line", async () => {
    const { sendEmail } = await load({});
    server.reply({
      status: 422,
      body: resendError(422, "validation_error", "Invalid `to` field.\nUse an email."),
    });
    expect(await sendEmail(message, "job-422")).toEqual({
      ok: false,
      status: 422,
      permanent: true,
      error: "validation_error: Invalid `to` field. Use an email.",
    });
  });

  it("reports a refused connection as a failure instead of throwing", async () => {
    const { sendEmail } = await load({ RESEND_BASE_URL: "http://127.0.0.1:1" });
    const result = await sendEmail(message, "job-refused");
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/application_error/);
    expect(result.permanent).toBeUndefined();
  });

  it("starts at most 2 requests a second, even when sends run at once", async () => {
    const { sendEmail } = await load({});
    const before = server.requests.length;
    const started = Date.now();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => sendEmail(message, `job-burst-${n}`)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
    const arrivals = server.requests.slice(before).map((r) => r.at);
    expect(arrivals).toHaveLength(5);
    // Starts are 500 ms apart; on a loaded machine one arrival can lag its start, so allow 100 ms of jitter.
    for (let i = 1; i < arrivals.length; i++)
      expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(400);
  });

  it("without a key, in development, logs the email as one JSON line and makes no request", async () => {
    const { sendEmail } = await load({ RESEND_API_KEY: "", NODE_ENV: "development" });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const before = server.requests.length;
    expect(await sendEmail(message, "job-dev")).toEqual({ ok: true, providerId: "dev-mailbox" });
    expect(server.requests).toHaveLength(before);
    expect(info).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(info.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ to: "ana@example.com", subject: "Hello", text: "Hi" });
    info.mockRestore();
  });

  it("without a provider in production, records the email as not sent, never as delivered, and sends nothing", async () => {
    const { sendEmail } = await load({ RESEND_API_KEY: "", NODE_ENV: "production" });
    const before = server.requests.length;
    const result = await sendEmail(message, "job-prod");
    expect(result.ok).toBe(false);
    expect(result.notSent).toMatch(/no email provider/i);
    expect(result.providerId).toBeUndefined();
    expect(server.requests).toHaveLength(before);
  });

  it("with EMAIL_TRANSPORT=log in production, logs only the job's id and records the email as not sent", async () => {
    const { sendEmail } = await load({ RESEND_API_KEY: "", NODE_ENV: "production", EMAIL_TRANSPORT: "log" });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const result = await sendEmail(message, "job-prod");
    expect(result).toMatchObject({ ok: false, providerId: "dev-mailbox" });
    expect(result.notSent).toMatch(/EMAIL_TRANSPORT=log/);
    const line = String(info.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toEqual({ event: "email_dev_mailbox", idempotencyKey: "job-prod" });
    expect(line).not.toContain("ana@example.com");
    info.mockRestore();
  });
});

describe("limiter", () => {
  it("spaces callers by the interval in arrival order", async () => {
    const { createLimiter } = emailSendModule;
    const acquire = createLimiter(50);
    const started = Date.now();
    const times = await Promise.all([0, 1, 2, 3].map(() => acquire().then(() => Date.now() - started)));
    expect(times[3]).toBeGreaterThanOrEqual(145);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

const XSS = "<script>alert(1)</script>";

function lead(kind: Lead["kind"], payload: Record<string, unknown>, extra: Partial<Lead> = {}): Lead {
  const at = new Date("2026-11-20T17:30:00Z");
  return {
    id: "0c5b8a6e-6f0e-4f5a-9a34-6d1f0e2b7c11",
    kind,
    name: String(payload.contactName ?? payload.name),
    email: String(payload.email),
    businessName: typeof payload.businessName === "string" ? payload.businessName : null,
    payload,
    attribution: {},
    consent: kind !== "contact",
    consentText: kind === "contact" ? null : "I agree to receive updates. Reply STOP to opt out.",
    consentedAt: kind === "contact" ? null : at,
    smsConsentText: null,
    smsConsentedAt: null,
    submissionId: "8f0c7a34-1d6e-4c1e-9d2b-3f4a5b6c7d8e",
    gpc: false,
    ipHash: null,
    userAgent: null,
    createdAt: at,
    status: "new",
    respondedAt: null,
    qualifiedAt: null,
    bookedAt: null,
    wonAt: null,
    followUpAt: null,
    dealValue: null,
    source: "direct",
    medium: "(not set)",
    campaign: "(not set)",
    landingPage: "(not set)",
    ...extra,
  };
}

const intake = lead(
  "intake",
  {
    businessName: "Ridge Roofing",
    contactName: "Maria Lopez",
    email: "maria@ridge.test",
    painPoints: ["manual-follow-up", "reporting"],
    currentChallenges: "Leads go cold over the weekend.",
    selectedSolutions: ["ai-agents", "consultation"],
    preferredTime: "Tuesday mornings",
    additionalNotes: "Two locations.",
  },
  {
    attribution: {
      utm_source: "newsletter",
      utm_campaign: "spring",
      ref: "partner-7",
      landing_page: "/roofing?utm_source=newsletter",
      referrer: "https://mail.example.com/",
    },
  },
);

const demo = lead("demo", {
  businessName: `Smile ${XSS} Dental`,
  contactName: "Dr. Lee",
  email: "lee@smile.test",
  industry: "healthcare",
  challenges: `Missed calls\n${XSS}`,
  solutions: ["agents", "dashboards"],
  demoDate: "2026-12-04",
  phone: "+15415550101",
  additionalNotes: "",
});

const contact = lead("contact", {
  name: "Sam Ortiz",
  email: "sam@example.com",
  message: "Do you work with bakeries?",
});

describe("owner notification", () => {
  it("lists every field with its label and value, ids shown as labels", async () => {
    const { ownerNotification } = await load({});
    const email = await ownerNotification(intake, party);
    expect(email).toMatchObject({ to: "owner@cascade.test", replyTo: "maria@ridge.test" });
    expect(email.subject).toBe("New intake: Ridge Roofing");
    // A long business name is cut by character: never half an emoji (a lone surrogate) at the end.
    const long = await ownerNotification(
      {
        ...intake,
        businessName: `${"Roofing ".repeat(17)}A${"🚀".repeat(20)}`,
      },
      party,
    );
    expect(Array.from(long.subject)).toHaveLength(150);
    expect(long.subject.endsWith("A🚀")).toBe(true);
    const expected = [
      ["Business name", "Ridge Roofing"],
      ["Contact name", "Maria Lopez"],
      ["Email", "maria@ridge.test"],
      ["Pain points", "Manual follow-up, Lack of reporting and KPIs"],
      ["Current challenges", "Leads go cold over the weekend."],
      ["Solutions of interest", "AI voice and chat agents, Strategic consultation"],
      ["Preferred day and time", "Tuesday mornings"],
      ["Additional notes", "Two locations."],
      ["utm_source", "newsletter"],
      ["utm_campaign", "spring"],
      ["ref", "partner-7"],
      ["landing_page", "/roofing?utm_source=newsletter"],
      ["referrer", "https://mail.example.com/"],
      ["Consent", "Yes"],
      ["Consent given", "Nov 20, 2026, 9:30 AM PST"],
      ["Submitted", "Nov 20, 2026, 9:30 AM PST"],
      ["Lead ID", intake.id],
    ];
    for (const [label, value] of expected) {
      expect(email.text).toContain(`${label}\n${value}`);
      expect(email.html).toContain(label);
    }
    expect(email.text).toContain("https://cascade.test/settings");
    expect(email.html).toContain('href="https://cascade.test/settings"');
  });

  it("shows demo industry, solutions and date as words, and escapes HTML from the visitor", async () => {
    const { ownerNotification } = await load({});
    const email = await ownerNotification(demo, party);
    expect(email.subject).toBe(`New demo request: Smile ${XSS} Dental`);
    for (const value of [
      "Healthcare",
      "Appointment-Setting Agents, Dashboards/Reporting",
      "Friday, December 4, 2026",
      // The phone as the owner dials it, not as stored.
      "(541) 555-0101",
    ]) {
      expect(email.text).toContain(value);
    }
    expect(email.text).toContain(`Challenges\nMissed calls\n${XSS}`);
    expect(email.text).toContain("Additional notes\nNot provided");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.text).toContain("No campaign data");
    expect(email.text).not.toContain("+15415550101");
  });

  it("names the sender of a contact message and keeps the subject on one line", async () => {
    const { ownerNotification } = await load({});
    const email = await ownerNotification(contact, party);
    expect(email.subject).toBe("New contact message from Sam Ortiz");
    expect(email.text).toContain("Message\nDo you work with bakeries?");
    expect(email.text).toContain("Consent\nNot asked");
    const sneaky = lead("contact", {
      name: "Eve\r\nBcc: x@evil.test",
      email: "eve@example.com",
      message: "hi",
    });
    expect((await ownerNotification(sneaky, party)).subject).toBe(
      "New contact message from Eve Bcc: x@evil.test",
    );
  });
});

describe("prospect confirmation", () => {
  it("gives intake and demo prospects a booking link that carries their attribution", async () => {
    const { prospectConfirmation } = await load({});
    const email = await prospectConfirmation(intake, party);
    expect(email).toMatchObject({ to: "maria@ridge.test", replyTo: "owner@cascade.test" });
    const link = /href="(https:\/\/book\.cascade\.test[^"]+)"/
      .exec(email.html)?.[1]
      ?.replaceAll("&amp;", "&");
    const url = new URL(link ?? "");
    expect(url.searchParams.get("utm_source")).toBe("newsletter");
    expect(url.searchParams.get("ref")).toBe("partner-7");
    expect(url.searchParams.get("lead_source")).toBe("website_discovery_booking");
    expect(url.searchParams.has("landing_page")).toBe(false);
    expect(email.text).toContain(url.toString());
    expect(email.text).toMatch(/Hi Maria,[\s\S]*30-minute discovery call[\s\S]*WHAT HAPPENS NEXT/);
    // No texts were agreed to, so the email does not speak of them.
    expect(email.text).not.toContain("Reply STOP");
    expect(email.text).toContain("1455 NW Irving St, Suite 600, Portland, OR 97209");
  });

  it("asks a demo request to book its demo, as the demo form promised (an intake books a discovery call)", async () => {
    const { prospectConfirmation } = await load({});
    const email = await prospectConfirmation(demo, party);
    expect(email.text).toContain("Pick a time for your demo");
    expect(email.text).toContain("Book your demo https://book.cascade.test");
    expect((await prospectConfirmation(intake, party)).text).toContain("Book your discovery call https://");
  });

  it("mentions texts (and STOP) only to a prospect who agreed to them", async () => {
    const { prospectConfirmation } = await load({});
    const email = await prospectConfirmation({ ...intake, smsConsentText: "Text me updates." }, party);
    expect(email.text).toContain("reply STOP");
  });

  it("carries an unsubscribe link signed for the recipient, and RFC 8058 one-click headers", async () => {
    const { prospectConfirmation } = await load({});
    const { readUnsubscribeToken } = emailUnsubscribeModule;
    for (const lead of [intake, contact]) {
      const email = await prospectConfirmation(lead, party);
      const page = /href="([^"]+\/unsubscribe\?t=[^"]+)"/.exec(email.html)?.[1]?.replaceAll("&amp;", "&");
      expect(page).toBeTruthy();
      expect(readUnsubscribeToken(new URL(page!).searchParams.get("t"))).toBe(lead.email);
      expect(email.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const oneClick = /^<(.+)>$/.exec(email.headers?.["List-Unsubscribe"] ?? "")?.[1];
      expect(new URL(oneClick!).pathname).toBe("/api/unsubscribe");
      expect(readUnsubscribeToken(new URL(oneClick!).searchParams.get("t"))).toBe(lead.email);
    }
  });

  it("never echoes markup, and greets generically when the name is not plainly a name", async () => {
    const { prospectConfirmation } = await load({});
    const email = await prospectConfirmation(
      lead("demo", { ...demo.payload, contactName: "www.spam.test deals" }),
      party,
    );
    expect(email.html).not.toContain("<script>");
    expect(email.text).toContain("Hi there,");
    expect(email.text).not.toContain("spam.test");
  });

  it("tells a contact sender we reply within 24 hours, without a booking link or SMS note", async () => {
    const { prospectConfirmation } = await load({});
    const email = await prospectConfirmation(contact, party);
    expect(email.subject).toBe("We got your message");
    expect(email.text).toContain("within 24 hours");
    expect(email.html).not.toContain("book.cascade.test");
    expect(email.text).not.toContain("Reply STOP");
    expect(email.text).toContain("Cascade Scale Systems");
  });
});

describe("who an email is from", () => {
  it("names the company, its address and email as published when it is sent, not as built", async () => {
    const { prospectConfirmation, ownerNotification } = await load({});
    const published = {
      name: "Harbor Light Automation",
      email: "hello@harborlight.test",
      address: { street: "9 Pier Rd", city: "Astoria", region: "OR", postalCode: "97103", country: "US" },
    };
    const email = await prospectConfirmation(intake, published);
    expect(email.subject).toBe("Your discovery call with Harbor Light Automation");
    expect(email.text).toContain("The Harbor Light Automation team");
    expect(email.text).toContain(
      "Harbor Light Automation · 9 Pier Rd, Astoria, OR 97103 · hello@harborlight.test",
    );
    expect(email.text).not.toContain(party.name);
    const owner = await ownerNotification(intake, published);
    expect(owner.html).toContain("Harbor Light Automation");
    expect(owner.text).not.toContain(party.name);
  });
});

describe("dead job alert", () => {
  it("says what failed, for which lead, and links to Settings", async () => {
    const { deadJobAlert } = await load({});
    const info = {
      jobId: "job-9",
      type: "webhook",
      leadId: intake.id,
      attempts: 9,
      lastError: `HTTP 500 ${XSS}`,
    };
    const email = await deadJobAlert(info, party);
    expect(email.to).toBe("owner@cascade.test");
    expect(email.text).toContain("A DELIVERY FAILED FOR GOOD");
    expect(email.subject).toBe("A delivery failed for good: Webhook delivery");
    for (const value of ["job-9", "Webhook delivery", intake.id, "9", `HTTP 500 ${XSS}`]) {
      expect(email.text).toContain(value);
    }
    expect(email.html).not.toContain("<script>");
    expect(email.text).toContain("https://cascade.test/settings");
    expect(email.text).toContain("use Retry now in Settings");
    expect((await deadJobAlert({ ...info, leadId: null, lastError: null }, party)).text).toContain(
      "Lead ID\nNone",
    );
    // Lead emails have their Retry now button too (in the email log).
    expect((await deadJobAlert({ ...info, type: "owner_email" }, party)).text).toContain(
      "use Retry now in Settings",
    );
  });
});
