import type { Card } from "@/content/types";
import { IconTile } from "@/components/ui/icon";

type Props = {
  pillars: readonly Card[];
  offeringsTitle: string;
  offerings: readonly string[];
  offeringsLabel: string;
};

/** The deal as two halves of one panel (what you pay, when we profit), then everything we build as tags. */
export function CoreOfferSplit({ pillars, offeringsTitle, offerings, offeringsLabel }: Props) {
  return (
    <div data-layout="split">
      <div className="grid divide-y divide-border overflow-hidden rounded-3xl border border-border bg-card shadow-sm md:grid-cols-2 md:divide-y-0">
        {pillars.map((pillar, i) => (
          <div key={pillar.title} className={i ? "p-7 sm:p-10 md:border-l md:border-border" : "p-7 sm:p-10"}>
            {pillar.icon && <IconTile name={pillar.icon} className="size-12" iconClassName="size-6" />}
            <h3 className="mt-5 text-2xl font-bold">{pillar.title}</h3>
            <p className="mt-3 text-muted-foreground">{pillar.description}</p>
          </div>
        ))}
      </div>
      <h3 className="mt-12 text-lg font-semibold">{offeringsTitle}</h3>
      <ul aria-label={offeringsLabel} className="mt-4 flex flex-wrap gap-2">
        {offerings.map((offering) => (
          <li
            key={offering}
            className="rounded-full border border-border bg-card px-4 py-2 text-sm font-medium"
          >
            {offering}
          </li>
        ))}
      </ul>
    </div>
  );
}
