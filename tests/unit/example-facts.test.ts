import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExampleMark } from "@/components/ui/example-mark";
import { TestimonialQuote } from "@/components/sections/testimonial-quote";
import { company, type CompanyFacts } from "@/content/company";
import { example, factValue, isExample, shown } from "@/lib/facts";
import { bookingIsExample, exampleFacts, factWarnings } from "@/lib/settings/example-facts";

/** The shipped facts with some replaced by the owner's own values: the plain value instead of example(…). */
const withOwn = (own: Partial<CompanyFacts>): CompanyFacts => ({ ...company, ...own });

describe("company facts", () => {
  it("ship as examples, every one listed on the checklist", () => {
    const ids = exampleFacts(company).map((row) => row.id);
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
    expect(bookingIsExample(company, undefined)).toBe(true);
  });

  it("the banner names the example phone, testimonials and founders", () => {
    expect(factWarnings(exampleFacts(company))).toEqual([
      expect.stringContaining("(503) 555-0142"),
      expect.stringContaining("Marisol Vega, Dr. Aaron Feld"),
      expect.stringContaining("Marcus Hale, Nadia Brooks"),
    ]);
  });

  it("replacing a value removes its row and its line in the banner", () => {
    const facts = withOwn({ demoPhone: "5415550199", name: "Acme Systems" });
    const ids = exampleFacts(facts).map((row) => row.id);
    expect(ids).not.toContain("demoPhone");
    expect(ids).not.toContain("name");
    expect(ids).toContain("email");
    expect(factWarnings(exampleFacts(facts)).join(" ")).not.toContain("phone");
  });

  it("replacing one testimonial leaves only the other one named", () => {
    const own = factValue(company.testimonials[0]!);
    const facts = withOwn({ testimonials: [{ ...own, name: "Rosa Diaz" }, company.testimonials[1]!] });
    expect(
      exampleFacts(facts)
        .filter((row) => row.kind === "testimonial")
        .map((row) => row.person),
    ).toEqual(["Dr. Aaron Feld"]);
    expect(factWarnings(exampleFacts(facts))[1]).toContain("Dr. Aaron Feld");
    expect(factWarnings(exampleFacts(facts))[1]).not.toContain("Rosa Diaz");
  });

  it("no examples left: no rows and no banner lines", () => {
    const own = <T>(fact: T | { example: T }) => factValue(fact);
    const facts: CompanyFacts = {
      ...company,
      name: own(company.name),
      email: own(company.email),
      address: own(company.address),
      demoPhone: own(company.demoPhone),
      nominationFormUrl: own(company.nominationFormUrl),
      proof: Object.fromEntries(
        Object.entries(company.proof).map(([k, v]) => [k, own(v)]),
      ) as CompanyFacts["proof"],
      founders: company.founders.map(own),
      testimonials: company.testimonials.map(own),
    };
    expect(exampleFacts(facts)).toEqual([]);
    expect(factWarnings([])).toEqual([]);
  });

  it("the booking calendar stops being the example once BOOKING_URL or bookingUrl is set", () => {
    expect(bookingIsExample(company, "https://book.example.com/me")).toBe(false);
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
    const asExample = renderToStaticMarkup(createElement(TestimonialQuote, { testimonial: shown(fact) }));
    expect(asExample).toContain("data-example");
    expect(asExample).toContain("Marisol Vega");
    const own = renderToStaticMarkup(
      createElement(TestimonialQuote, { testimonial: shown(factValue(fact)) }),
    );
    expect(own).toContain("Marisol Vega");
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
