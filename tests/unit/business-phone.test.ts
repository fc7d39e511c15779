import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdCallExtras } from "@/components/sections/ad-page-parts";
import { CallLink } from "@/components/sections/call-link";
import { company } from "@/content/company";
import { reportedPage } from "@/lib/leads/call-click-request";
import { CALL_TAP_SCRIPT } from "@/lib/leads/call-tap-script";
import { chooseBusinessPhone, phoneFrom } from "@/lib/site/business-phone";
import { phoneFact } from "@/lib/site-facts/resolve";

afterEach(() => vi.unstubAllEnvs());

describe("the business phone", () => {
  it("is unset by default: the owner sets it, and until then no call action shows", () => {
    expect(company.businessPhone).toBeNull();
    expect(chooseBusinessPhone(null, undefined)).toBeNull();
    expect(chooseBusinessPhone(null, "")).toBeNull();
    expect(renderToStaticMarkup(createElement(AdCallExtras, { phone: null }))).toBe("");
  });

  it("reads BUSINESS_PHONE typed any usual US way as a tel: link and a number for the eye", () => {
    for (const typed of ["(503) 555-0100", "503.555.0100", "+1 503 555 0100", "15035550100"])
      expect(chooseBusinessPhone(null, typed)).toEqual({
        display: "(503) 555-0100",
        href: "tel:+15035550100",
      });
  });

  it("takes the number the owner published over the setting", () => {
    expect(chooseBusinessPhone(phoneFact("+15415550100"), "5035550100")).toMatchObject({
      href: "tel:+15415550100",
    });
  });

  it("refuses what is not a US number", () => {
    expect(phoneFrom("555-0100")).toBeNull();
    expect(phoneFrom("+44 20 7946 0958")).toBeNull();
    expect(phoneFrom(null)).toBeNull();
  });

  it("renders as a plain tel: link (dials without JavaScript), with the tap counter and the phone's bar", () => {
    const phone = phoneFrom("5035550100")!;
    const link = renderToStaticMarkup(createElement(CallLink, { phone, place: "hero" }));
    expect(link).toContain('href="tel:+15035550100"');
    expect(link).toContain('data-call="hero"');
    expect(link).toContain("Call (503) 555-0100");
    const extras = renderToStaticMarkup(createElement(AdCallExtras, { phone }));
    expect(extras).toContain('aria-label="Quick actions"');
    expect(extras).toContain('data-call="bar"');
    expect(extras).toContain(CALL_TAP_SCRIPT.replace(/&/g, "&amp;").slice(0, 40));
  });
});

describe("a call tap report", () => {
  it("names one of the ad pages, nothing else", () => {
    expect(reportedPage('{"p":"/roofers"}')).toBe("/roofers");
    expect(reportedPage('{"p":"/automation-offer"}')).toBe("/automation-offer");
    expect(reportedPage('{"p":"/contact"}')).toBeNull();
    expect(reportedPage('{"p":1}')).toBeNull();
    expect(reportedPage("not json")).toBeNull();
    expect(reportedPage("null")).toBeNull();
  });
});
