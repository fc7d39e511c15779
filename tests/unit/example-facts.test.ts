import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExampleMark } from "@/components/ui/example-mark";
import { TestimonialQuote } from "@/components/sections/testimonial-quote";
import { company } from "@/content/company";
import { example, isExample, shown } from "@/lib/facts";
import { bookingIsExample, exampleFacts, factWarnings } from "@/lib/settings/example-facts";
import { resolveFacts } from "@/lib/site-facts/resolve";
import type { OwnerFacts, OwnerTestimonial } from "@/lib/site-facts/schema";

/** The shipped facts with some published by the owner. */
const withOwn = (own: OwnerFacts) => resolveFacts(company, own);
const shipped = withOwn({});
const rosa: OwnerTestimonial = {
  id: "rosa0001",
  name: "Rosa Diaz",
  role: "Owner",
  company: "Diaz Roofing",
  quote: "They answered every storm call for us.",
  rating: 5,
  audiences: ["roofing"],
};

describe("company facts", () => {
  it("ship as examples, every one listed on the checklist", () => {
    const ids = exampleFacts(shipped).map((row) => row.id);
    expect(ids).toEqual([
      "name",
      "email",
      "address",
      "demoPhone",
      "nominationFormUrl",
      "proof.arrScaled",
      "proof.teamMembers",
      "proof.efficiency",
      "proof.rating",
      "proof.businessesAutomated",
      "proof.costSavings",
      "founders[0]",
      "founders[1]",
      "testimonials[0]",
      "testimonials[1]",
    ]);
    expect(bookingIsExample(shipped, undefined)).toBe(true);
  });

  it("the banner names the example phone, testimonials and founders", () => {
    expect(factWarnings(exampleFacts(shipped))).toEqual([
      expect.stringContaining("(503) 555-0142"),
      expect.stringContaining("Marisol Vega, Dr. Aaron Feld"),
      expect.stringContaining("Marcus Hale, Nadia Brooks"),
    ]);
  });

  it("replacing a value removes its row and its line in the banner", () => {
    const facts = withOwn({ demoPhone: "+15417543010", name: "Acme Systems" });
    const ids = exampleFacts(facts).map((row) => row.id);
    expect(ids).not.toContain("demoPhone");
    expect(ids).not.toContain("name");
    expect(ids).toContain("email");
    expect(factWarnings(exampleFacts(facts)).join(" ")).not.toContain("phone");
  });

  it("publishing the owner's testimonials replaces every example one", () => {
    const facts = withOwn({ testimonials: [rosa] });
    expect(exampleFacts(facts).filter((row) => row.kind === "testimonial")).toEqual([]);
    expect(factWarnings(exampleFacts(facts)).join(" ")).not.toContain("Dr. Aaron Feld");
    expect(facts.testimonials).toEqual([expect.objectContaining({ name: "Rosa Diaz", example: false })]);
  });

  it("each row links to its field in the site editor", () => {
    const rows = exampleFacts(shipped);
    expect(rows.find((row) => row.id === "demoPhone")?.href).toBe("/settings/site#fact-demoPhone");
    expect(rows.find((row) => row.id === "proof.rating")?.href).toBe("/settings/site#fact-proof-rating");
    expect(rows.find((row) => row.id === "founders[0]")?.href).toBe("/settings/site#fact-founders");
  });

  it("no examples left: no rows and no banner lines", () => {
    const facts = withOwn({
      name: "Acme",
      email: "hello@acme.test",
      address: { street: "1 Main St", city: "Bend", region: "OR", postalCode: "97701", country: "US" },
      demoPhone: "+15417543010",
      nominationFormUrl: "https://forms.example.com/n",
      proof: {
        arrScaled: "$1M",
        teamMembers: "12",
        efficiency: "2x",
        rating: "5/5",
        businessesAutomated: "40",
        costSavings: "$90k",
      },
      founders: [],
      testimonials: [rosa],
    });
    expect(exampleFacts(facts)).toEqual([]);
    expect(factWarnings([])).toEqual([]);
  });

  it("the booking calendar stops being the example once BOOKING_URL or bookingUrl is set", () => {
    expect(bookingIsExample(shipped, "https://book.example.com/me")).toBe(false);
    expect(bookingIsExample(withOwn({ bookingUrl: "https://book.example.com/me" }), undefined)).toBe(false);
  });
});

describe("the Example mark on the pages", () => {
  it("shows beside an example and is gone once the owner's value is set", () => {
    expect(renderToStaticMarkup(createElement(ExampleMark, { show: true }))).toContain(">Example<");
    expect(renderToStaticMarkup(createElement(ExampleMark, { show: false }))).toBe("");
  });

  it("a testimonial carries it while it is an example, not once it is the owner's", () => {
    const fact = company.testimonials[0]!;
    expect(isExample(fact)).toBe(true);
    const [first] = shipped.testimonials;
    const asExample = renderToStaticMarkup(createElement(TestimonialQuote, { testimonial: first! }));
    expect(asExample).toContain("data-example");
    expect(asExample).toContain("Marisol Vega");
    const own = renderToStaticMarkup(
      createElement(TestimonialQuote, { testimonial: withOwn({ testimonials: [rosa] }).testimonials[0]! }),
    );
    expect(own).toContain("Rosa Diaz");
    expect(own).not.toContain("data-example");
  });

  it("tells a value wrapped in example() from a plain one, objects included", () => {
    expect(isExample(example("x"))).toBe(true);
    expect(isExample("x")).toBe(false);
    const record: object = { example: "x", other: 1 };
    expect(isExample(record)).toBe(false);
    expect(shown(example({ name: "A" }))).toEqual({ name: "A", example: true });
    expect(shown({ name: "A" })).toEqual({ name: "A", example: false });
  });
});
