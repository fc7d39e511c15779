import { describe, expect, it } from "vitest";
import { toasts } from "@/content/forms";
import { INVALID_EMAIL, INVALID_PHONE, SMS_NEEDS_PHONE } from "@/lib/forms/fields";
import { demoSchema } from "@/lib/forms/demo";
import { intakeSchema } from "@/lib/forms/intake";
import { invalidToast } from "@/lib/forms/invalid-toast";

const intake = {
  businessName: "Ridge Roofing",
  contactName: "Maria Lopez",
  email: "maria@ridge.test",
  painPoints: ["lead-generation"],
  selectedSolutions: ["ai-agents"],
  preferredTime: "Tuesday morning",
  consent: "on",
};

const errorsOf = (values: Record<string, unknown>) => {
  const result = intakeSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the mobile phone field", () => {
  it.each([
    ["(503) 555-0142", "+15035550142"],
    ["503.555.0142", "+15035550142"],
    ["1 503 555 0142", "+15035550142"],
    ["+44 7911 123456", "+447911123456"],
  ])("normalises %s to E.164", (typed, e164) => {
    const result = intakeSchema.safeParse({ ...intake, phone: typed });
    expect(result.success && result.data.phone).toBe(e164);
  });

  it("is optional, and a wrong one has its own message", () => {
    expect(intakeSchema.safeParse(intake).success).toBe(true);
    for (const phone of ["12345", "call me", "+1", "503-555-01422-99"])
      expect(errorsOf({ ...intake, phone })).toEqual({ phone: INVALID_PHONE });
  });

  it("texts need a number: ticking SMS without one is an error on the phone field, in both forms", () => {
    expect(errorsOf({ ...intake, smsConsent: "on" })).toEqual({ phone: SMS_NEEDS_PHONE });
    expect(intakeSchema.safeParse({ ...intake, smsConsent: "on", phone: "5035550142" }).success).toBe(true);
    const demo = demoSchema.safeParse({ ...intake, industry: "retail", challenges: "x", smsConsent: "on" });
    expect(demo.success).toBe(false);
    expect(demo.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["phone", SMS_NEEDS_PHONE]]);
  });

  it("is checked even while other steps are still empty (the wizard validates step by step)", () => {
    expect(errorsOf({ smsConsent: "on" }).phone).toBe(SMS_NEEDS_PHONE);
  });
});

describe("the toast for a form that did not pass", () => {
  it("says the email is the problem when it is the only one, and the phone likewise", () => {
    expect(invalidToast({ email: INVALID_EMAIL }, toasts.missingInformation)).toBe(toasts.invalidEmail);
    expect(invalidToast({ phone: INVALID_PHONE }, toasts.checkFields)).toBe(toasts.invalidPhone);
    expect(invalidToast({ email: INVALID_EMAIL, phone: INVALID_PHONE }, toasts.checkFields)).toBe(
      toasts.invalidEmail,
    );
  });

  it("keeps the form's own message when something is missing", () => {
    expect(invalidToast({ email: INVALID_EMAIL, name: "Name is required" }, toasts.missingInformation)).toBe(
      toasts.missingInformation,
    );
    expect(invalidToast({}, toasts.checkFields)).toBe(toasts.checkFields);
  });
});
