import type { Card } from "@/content/types";
import { ItemText } from "@/components/ui/item-text";

/** Principles as numbered rules: a large outlined number, a title and a line, no boxes. */
export function NumberedList({ items, label }: { items: readonly Card[]; label?: string }) {
  return (
    <ol data-layout="numbered" aria-label={label} className="grid gap-x-12 gap-y-10 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={item.title} className="flex gap-5">
          <span
            aria-hidden="true"
            className="w-16 shrink-0 font-display text-5xl leading-none font-extrabold text-transparent [-webkit-text-stroke:1.5px_var(--primary)]"
          >
            {String(i + 1).padStart(2, "0")}
          </span>
          <ItemText title={item.title} detail={item.description} look="large" heading />
        </li>
      ))}
    </ol>
  );
}
