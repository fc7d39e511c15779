import type { Card } from "@/content/types";
import { IconTile } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

type Props = { cards: readonly Card[]; columns?: keyof typeof columnClasses; label?: string };

/** Parallel items as bordered cards; on phones the icon sits beside the text, so six cards are not six screens. */

export function CardGrid({ cards, columns = 3, label }: Props) {
  return (
    <ul data-layout="cards" aria-label={label} className={cn("grid gap-5", columnClasses[columns])}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
        >
          {card.icon && <IconTile name={card.icon} className="size-10 shrink-0 sm:mb-4 sm:size-11" />}
          <div>
            <h3 className="text-lg font-semibold">{card.title}</h3>
            {card.tagline && <p className="mt-1 text-sm font-medium text-accent">{card.tagline}</p>}
            <p className="mt-2 text-muted-foreground">{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
