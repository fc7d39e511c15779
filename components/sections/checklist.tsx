import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

type Props = { items: readonly string[]; columns?: 1 | 2; label?: string };

export function Checklist({ items, columns = 1, label }: Props) {
  return (
    <ul aria-label={label} className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2")}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Check className="size-4" aria-hidden="true" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
