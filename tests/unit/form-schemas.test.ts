import { describe, expect, it } from "vitest";
import { contactSchema } from "@/lib/forms/contact";
import { demoSchema } from "@/lib/forms/demo";
import { intakeSchema } from "@/lib/forms/intake";
import { firstErrors } from "@/lib/forms/form-data";
import type { z } from "zod";

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return firstErrors((result.error as z.ZodError).flatten().fieldErrors as Record<string, string[]>);
}

const inAWeek = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);

const contact = { name: "Ada Lovelace", email: "ada@example.com", message: "We miss calls after hours." };
const intake = {
  businessName: "Ridgeline Roofing",
  contactName: "Ada Lovelace",
  email: "ada@example.com",
  painPoints: ["manual-follow-up", "reporting"],
  currentChallenges: "",
  selectedSolutions: ["ai-agents"],
  preferredTime: "Tuesday mornings",
  additionalNotes: "",
  consent: "on",
};
const demo = {
  businessName: "Willamette Dental",
  contactName: "Ada Lovelace",
  email: "ada@example.com",
  industry: "healthcare",
  challenges: "No-shows and missed calls.",
  solutions: ["agents", "dashboards"],
  demoDate: inAWeek,
  additionalNotes: "",
  consent: "on",
};

describe("contact schema", () => {
  it("accepts a valid message and trims it", () => {
    const data = contactSchema.parse({ ...contact, name: "  Ada  ", email: " ada@example.com " });
    expect(data).toEqual({ ...contact, name: "Ada" });
  });

  it("names every missing field", () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
    expect(errorsOf(contactSchema, { name: "   ", email: "", message: "\n\t" })).toMatchObject({
      name: "Name is required",
      message: "Message is required",
    });
  });

  it("rejects a malformed email", () => {
    expect(errorsOf(contactSchema, { ...contact, email: "not-an-email" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("caps lengths: name 120, email 254, message 5,000", () => {
    expect(errorsOf(contactSchema, { ...contact, name: "x".repeat(121) }).name).toMatch(/under 120/);
    expect(errorsOf(contactSchema, { ...contact, email: `${"a".repeat(250)}@x.io` }).email).toMatch(
      /under 254/,
    );
    expect(errorsOf(contactSchema, { ...contact, message: "x".repeat(5001) }).message).toMatch(/under 5,000/);
    expect(
      contactSchema.safeParse({ ...contact, name: "x".repeat(120), message: "x".repeat(5000) }).success,
    ).toBe(true);
  });

  it("keeps unicode, emoji, right-to-left text and HTML as plain text", () => {
    const input = {
      name: "José 🚀 محمد",
      email: "ada@example.com",
      message: '<script>alert("x")</script> שלום',
    };
    expect(contactSchema.parse(input)).toEqual(input);
  });

  it("rejects wrong types with a message, never a crash", () => {
    expect(errorsOf(contactSchema, { name: 42, email: ["a@b.c"], message: { x: 1 } })).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("drops unknown fields", () => {
    expect(contactSchema.parse({ ...contact, isAdmin: true, __proto__x: 1 })).toEqual(contact);
  });
});

describe("intake schema", () => {
  it("accepts a complete submission and reads consent 'on' as true", () => {
    expect(intakeSchema.parse(intake)).toMatchObject({
      consent: true,
      painPoints: ["manual-follow-up", "reporting"],
    });
  });

  it("names every missing field with its message", () => {
    expect(errorsOf(intakeSchema, {})).toEqual({
      businessName: "Business name is required",
      contactName: "Name is required",
      email: "Email is required",
      painPoints: "Please choose at least one challenge",
      selectedSolutions: "Please choose at least one solution",
      preferredTime: "Please tell us a preferred day and time",
      consent: "Please agree to receive appointment updates",
    });
  });

  it("accepts only the known ids, once each", () => {
    expect(errorsOf(intakeSchema, { ...intake, painPoints: ["reporting", "hacking"] }).painPoints).toBe(
      "Please choose from the listed options",
    );
    expect(errorsOf(intakeSchema, { ...intake, selectedSolutions: ["agents"] }).selectedSolutions).toBe(
      "Please choose from the listed options",
    );
    expect(intakeSchema.parse({ ...intake, painPoints: ["reporting", "reporting"] }).painPoints).toEqual([
      "reporting",
    ]);
    expect(intakeSchema.parse({ ...intake, selectedSolutions: "consultation" }).selectedSolutions).toEqual([
      "consultation",
    ]);
  });

  it("requires consent: unchecked, false and odd values all fail", () => {
    for (const consent of [undefined, "", "off", false, "yes", 1]) {
      expect(errorsOf(intakeSchema, { ...intake, consent }).consent).toBe(
        "Please agree to receive appointment updates",
      );
    }
  });

  it("caps business 160, preferred time 200, challenges 5,000, notes 2,000", () => {
    expect(errorsOf(intakeSchema, { ...intake, businessName: "b".repeat(161) }).businessName).toMatch(
      /under 160/,
    );
    expect(errorsOf(intakeSchema, { ...intake, preferredTime: "t".repeat(201) }).preferredTime).toMatch(
      /under 200/,
    );
    expect(
      errorsOf(intakeSchema, { ...intake, currentChallenges: "c".repeat(5001) }).currentChallenges,
    ).toMatch(/5,000/);
    expect(errorsOf(intakeSchema, { ...intake, additionalNotes: "n".repeat(2001) }).additionalNotes).toMatch(
      /2,000/,
    );
  });
});

describe("demo schema", () => {
  it("accepts a complete request", () => {
    expect(demoSchema.parse(demo)).toMatchObject({
      industry: "healthcare",
      solutions: ["agents", "dashboards"],
    });
  });

  it("uses the spec's exact messages", () => {
    expect(errorsOf(demoSchema, {})).toEqual({
      businessName: "Business name is required",
      contactName: "Name is required",
      email: "Email is required",
      industry: "Please select an industry",
      challenges: "Please describe your challenges",
      consent: "Please agree to receive demo updates",
    });
  });

  it("treats solutions, date and notes as optional", () => {
    const { solutions: _s, demoDate: _d, additionalNotes: _n, ...required } = demo;
    const parsed = demoSchema.parse(required);
    expect(parsed).toMatchObject({ solutions: [], additionalNotes: "" });
    expect(parsed.demoDate).toBeUndefined();
    expect(demoSchema.parse({ ...demo, demoDate: "" }).demoDate).toBeUndefined();
  });

  it("rejects unknown industries and solutions", () => {
    expect(errorsOf(demoSchema, { ...demo, industry: "Healthcare" }).industry).toBe(
      "Please select an industry",
    );
    expect(errorsOf(demoSchema, { ...demo, solutions: ["agents", "<img>"] }).solutions).toBe(
      "Please choose from the listed options",
    );
  });

  it("rejects malformed and past dates", () => {
    expect(errorsOf(demoSchema, { ...demo, demoDate: "2020-01-01" }).demoDate).toBe(
      "Please pick a date in the future",
    );
    expect(errorsOf(demoSchema, { ...demo, demoDate: "next tuesday" }).demoDate).toBe(
      "Please pick a valid date",
    );
    expect(errorsOf(demoSchema, { ...demo, demoDate: "2026-13-45" }).demoDate).toBe(
      "Please pick a valid date",
    );
  });
});
