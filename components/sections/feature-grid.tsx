import type { Card } from "@/content/types";
import { IconTile } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

type Props = { cards: readonly Card[]; label?: string };

/** Capability grid whose first card is the headline feature and spans two columns. */
export function FeatureGrid({ cards, label }: Props) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card, i) => {
        const lead = i === 0;
        return (
          <li
            key={card.title}
            className={cn(
              "flex flex-col rounded-2xl border p-6 shadow-sm",
              lead
                ? "border-transparent bg-primary text-primary-foreground sm:col-span-2"
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
            <p className={cn("mt-2", lead ? "text-lg opacity-90" : "text-muted-foreground")}>
              {card.description}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
