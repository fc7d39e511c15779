import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildReport, problemLine, resolveSiteUrl, startupReport } from "@/lib/config/schema";
import * as nextConfigModule from "../../next.config";

const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), CLIENT_ADDRESS_FROM_SOCKET: "1" };
const lines = (report: { errors: { variable: string; rule: string }[] }) => report.errors.map(problemLine);

afterEach(() => vi.unstubAllEnvs());

describe("the start check", () => {
  it("names each malformed value with its rule", () => {
    const report = startupReport({
      ...production,
      CRON_SECRET: "short",
      NOTIFY_EMAIL: "nope",
      TRUST_PROXY: "x",
    });
    expect(lines(report)).toEqual(
      expect.arrayContaining([
        "CRON_SECRET: must be at least 16 characters",
        "NOTIFY_EMAIL: must be an email address",
        "TRUST_PROXY: must be a whole number",
      ]),
    );
  });

  it("refuses half of a pair, naming the missing half", () => {
    expect(lines(startupReport({ ...production, TURNSTILE_SITE_KEY: "k" }))).toEqual([
      "TURNSTILE_SECRET_KEY: set together with TURNSTILE_SITE_KEY",
    ]);
  });

  it("in production needs AUTH_SECRET, and the shipped entry unless proxies are declared", () => {
    expect(lines(startupReport({ NODE_ENV: "production" }))).toEqual([
      expect.stringMatching(/^AUTH_SECRET: must be set in production/),
      expect.stringMatching(/^TRUST_PROXY: is 0 \(no proxy in front\)/),
    ]);
    expect(
      startupReport({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), TRUST_PROXY: "1" }).errors,
    ).toEqual([]);
    // Development is forgiving: generated secrets, next dev's own address handling.
    expect(startupReport({ NODE_ENV: "development" }).errors).toEqual([]);
  });

  it("warns, without stopping, when production has no email provider, also when EMAIL_TRANSPORT=log says so", () => {
    const none = startupReport(production);
    expect(none.errors).toEqual([]);
    expect(none.warnings.map((w) => w.variable)).toContain("RESEND_API_KEY");
    const logged = startupReport({ ...production, EMAIL_TRANSPORT: "log" });
    expect(logged.errors).toEqual([]);
    expect(logged.warnings.map(problemLine)).toEqual([
      "EMAIL_TRANSPORT: is log: no email goes out, each is logged by its id and recorded as not sent (fine for staging); remove it and set RESEND_API_KEY to send them",
    ]);
    expect(lines(startupReport({ ...production, EMAIL_TRANSPORT: "resend" }))).toEqual([
      "RESEND_API_KEY: must be set when EMAIL_TRANSPORT=resend",
    ]);
  });
});

describe("ad platform settings", () => {
  it("names a malformed id, token or secret, half of Meta's pair, and GA4's secret without its measurement id", () => {
    expect(
      lines(
        startupReport({
          ...production,
          GA4_API_SECRET: "has spaces in it",
          META_PIXEL_ID: "px-123",
          GOOGLE_ADS_IMPORT_SECRET: "short",
        }),
      ),
    ).toEqual([
      "GA4_API_SECRET: must be a Measurement Protocol API secret (letters, digits, - and _)",
      "META_PIXEL_ID: must be the pixel (dataset) id, digits only",
      "GOOGLE_ADS_IMPORT_SECRET: must be 24 to 200 printable characters, without spaces",
      "META_CAPI_TOKEN: set together with META_PIXEL_ID",
      "NEXT_PUBLIC_GA_MEASUREMENT_ID: must be set when GA4_API_SECRET is",
    ]);
    expect(
      startupReport({
        ...production,
        GA4_API_SECRET: "mp_secret-0123",
        NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-ABC123",
        META_PIXEL_ID: "1234567890",
        META_CAPI_TOKEN: "EAAB0123456789abcdefghij",
        GOOGLE_ADS_IMPORT_SECRET: "x".repeat(32),
      }).errors,
    ).toEqual([]);
  });

  it("warns in production when conversions are pointed anywhere but the platforms", () => {
    const report = startupReport({ ...production, META_GRAPH_BASE_URL: "http://127.0.0.1:3750" });
    expect(report.errors).toEqual([]);
    expect(report.warnings.map(problemLine)).toContain(
      "META_GRAPH_BASE_URL: is http://127.0.0.1:3750: conversions go there, not to https://graph.facebook.com",
    );
    expect(lines(startupReport({ ...production, GA4_MP_BASE_URL: "https://x.example/mp" }))).toEqual([
      "GA4_MP_BASE_URL: must be an origin, without a path",
    ]);
  });
});

describe("the build check", () => {
  it("fails on a malformed build-time value, ignores runtime-only ones", () => {
    expect(lines(buildReport({ NEXT_PUBLIC_SITE_URL: "example.com" }))).toEqual([
      "NEXT_PUBLIC_SITE_URL: must be an http(s) URL",
    ]);
    expect(lines(buildReport({ NEXT_PUBLIC_SITE_URL: "https://example.com/shop" }))).toEqual([
      "NEXT_PUBLIC_SITE_URL: must be an origin, without a path",
    ]);
    expect(lines(buildReport({ NEXT_PUBLIC_GA_MEASUREMENT_ID: "UA-1" }))[0]).toMatch(
      /^NEXT_PUBLIC_GA_MEASUREMENT_ID/,
    );
    expect(buildReport({ NEXT_PUBLIC_SITE_URL: "https://example.com", CRON_SECRET: "short" }).errors).toEqual(
      [],
    );
  });

  it("warns when the public origin is unset, and takes Vercel's production domain when there is one", () => {
    expect(buildReport({}).warnings.map((w) => w.variable)).toEqual(["NEXT_PUBLIC_SITE_URL"]);
    expect(buildReport({ VERCEL_PROJECT_PRODUCTION_URL: "acme.vercel.app" }).warnings).toEqual([]);
    expect(resolveSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: "acme.vercel.app" })).toBe(
      "https://acme.vercel.app",
    );
    expect(
      resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: "https://acme.com/", VERCEL_PROJECT_PRODUCTION_URL: "x" }),
    ).toBe("https://acme.com");
  });

  it("next.config.ts throws for `next build` with a malformed value, naming it", async () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "not a url");
    const config = nextConfigModule.default;
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/NEXT_PUBLIC_SITE_URL: must be an http\(s\) URL/);
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://example.com");
    expect(config(PHASE_PRODUCTION_BUILD).env?.NEXT_PUBLIC_SITE_URL).toBe("https://example.com");
  });
});
