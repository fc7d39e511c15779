import type { LetterCard } from "@/content/landing";

type Props = { cards: readonly LetterCard[]; label?: string };

/** Acronym steps: the big letter is decorative because each title already starts with it. */
export function LetterCards({ cards, label }: Props) {
  return (
    <ol aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      {cards.map((card) => (
        <li
          key={card.title}
          className="relative flex gap-5 overflow-hidden rounded-2xl border border-border bg-card p-6 shadow-sm sm:last:col-span-2 xl:flex-col xl:gap-4 xl:last:col-span-1"
        >
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-primary to-accent"
          />
          <span
            aria-hidden="true"
            className="w-12 shrink-0 bg-linear-to-br from-primary to-accent bg-clip-text font-display text-6xl leading-none font-extrabold text-transparent xl:w-auto xl:text-7xl"
          >
            {card.letter}
          </span>
          <div>
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-muted-foreground">{card.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
