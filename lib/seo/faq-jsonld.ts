import "server-only";
import type { FaqItem } from "@/content/ad-faq";

/** schema.org FAQPage for the questions a page shows, word for word and as plain text (no markup in an answer). */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
