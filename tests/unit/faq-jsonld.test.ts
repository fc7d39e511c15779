import { describe, expect, it } from "vitest";
import { adFaqs } from "@/content/ad-faq";
import { faqJsonLd } from "@/lib/seo/faq-jsonld";
import { serializeJsonLd } from "@/lib/seo/json-ld";

describe("the ad pages' FAQPage data", () => {
  for (const [page, faq] of Object.entries(adFaqs)) {
    it(`${page}: one Question per answer shown, each with a plain-text Answer`, () => {
      const data = JSON.parse(serializeJsonLd(faqJsonLd(faq.items)));
      expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage" });
      expect(data.mainEntity).toHaveLength(faq.items.length);
      for (const [i, entity] of data.mainEntity.entries()) {
        expect(entity).toEqual({
          "@type": "Question",
          name: faq.items[i]!.question,
          acceptedAnswer: { "@type": "Answer", text: faq.items[i]!.answer },
        });
        expect(entity.acceptedAnswer.text).not.toMatch(/[<>]/);
      }
    });

    it(`${page}: answers price, contract, setup time and what happens if it does not work`, () => {
      const questions = faq.items.map((item) => item.question.toLowerCase()).join(" | ");
      expect(questions).toMatch(/cost/);
      expect(questions).toMatch(/contract/);
      expect(questions).toMatch(/how (fast|long)/);
      expect(questions).toMatch(/what if/);
    });
  }
});
