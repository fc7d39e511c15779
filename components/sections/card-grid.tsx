import type { Card } from "@/content/types";
import { IconTile } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

type Props = { cards: readonly Card[]; columns?: keyof typeof columnClasses; label?: string };

export function CardGrid({ cards, columns = 3, label }: Props) {
  return (
    <ul data-layout="cards" aria-label={label} className={cn("grid gap-5", columnClasses[columns])}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
        >
          {card.icon && <IconTile name={card.icon} className="mb-4 size-11" />}
          <h3 className="text-lg font-semibold">{card.title}</h3>
          {card.tagline && <p className="mt-1 text-sm font-medium text-accent">{card.tagline}</p>}
          <p className="mt-2 text-muted-foreground">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
