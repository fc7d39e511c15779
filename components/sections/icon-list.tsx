import type { Card } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { ItemText } from "@/components/ui/item-text";

type Props = { items: readonly Card[]; label?: string; columns?: 2 | 3 };

/** Items without boxes: an icon, a title and a line each, divided by hairlines. Lighter than a card grid. */
export function IconList({ items, label, columns = 3 }: Props) {
  return (
    <ul
      data-layout="list"
      aria-label={label}
      className={cn("grid gap-x-10 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}
    >
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 border-t border-border py-6">
          {item.icon && (
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Icon name={item.icon} className="size-5" />
            </span>
          )}
          <ItemText title={item.title} detail={item.description} heading />
        </li>
      ))}
    </ul>
  );
}
