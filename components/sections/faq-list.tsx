import { ChevronDown } from "lucide-react";
import type { FaqItem } from "@/content/ad-faq";

/** Questions as native disclosures: they open without JavaScript, and every answer is in the page for search. */
export function FaqList({ items, label }: { items: readonly FaqItem[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-2xl border border-border bg-card">
      {items.map((item, index) => (
        <li key={item.question}>
          <details className="p-5 sm:p-6" open={index === 0}>
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 text-lg font-semibold">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                focusable="false"
                className="mt-1 size-5 shrink-0 text-muted-foreground"
              />
            </summary>
            <p className="mt-3 text-muted-foreground">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
