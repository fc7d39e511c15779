import { Check } from "lucide-react";

/** Short selling points shown inline under a hero's buttons. */
export function HighlightList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <span className="inline-flex size-5 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Check className="size-3.5" aria-hidden="true" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
