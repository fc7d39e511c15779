import type { Card } from "@/content/types";
import { IconTile } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

type Props = { cards: readonly Card[]; label?: string; columns?: 3 | 4 };

// Which tiles are wide: four columns lead with one (7 tiles fill two rows); three columns open and close with one.
const wide = { 3: (i: number, n: number) => i === 0 || i === n - 1, 4: (i: number) => i === 0 };

/** A bento of capabilities: the headline one in the brand colour, a few tiles wider than the rest. */
export function FeatureGrid({ cards, label, columns = 4 }: Props) {
  return (
    <ul
      data-layout="bento"
      aria-label={label}
      className={cn("grid gap-5 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}
    >
      {cards.map((card, i) => {
        const lead = i === 0;
        return (
          <li
            key={card.title}
            className={cn(
              "flex flex-col rounded-2xl border p-6 shadow-sm",
              wide[columns](i, cards.length) && "lg:col-span-2",
              lead && "sm:col-span-2",
              lead
                ? "border-transparent bg-primary text-primary-foreground"
                : "border-border bg-card text-card-foreground",
            )}
          >
            {card.icon && (
              <IconTile
                name={card.icon}
                className={cn("mb-4 size-11", lead && "bg-primary-foreground/15 text-primary-foreground")}
              />
            )}
            <h3 className={cn("font-semibold", lead ? "text-xl sm:text-2xl" : "text-lg")}>{card.title}</h3>
            {card.tagline && (
              <p className={cn("mt-1 text-sm font-semibold", lead ? "opacity-90" : "text-accent")}>
                {card.tagline}
              </p>
            )}
            <p className={cn("mt-2", lead ? "text-lg opacity-90" : "text-muted-foreground")}>
              {card.description}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
