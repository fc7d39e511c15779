import { Check } from "lucide-react";
import type { PackageTier } from "@/content/industries";
import type { Cta } from "@/content/types";
import { CtaLink } from "@/components/ui/cta-link";
import { cn } from "@/lib/cn";

type Props = { tiers: readonly PackageTier[]; popularLabel: string; cta: Cta; label?: string };

/** On phones the packages sit side by side in a row that scrolls, so four tall cards do not make four screens. */
export function PackageGrid({ tiers, popularLabel, cta, label }: Props) {
  return (
    <ul
      data-layout="cards"
      aria-label={label}
      className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pt-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pt-0 lg:grid-cols-4 lg:gap-5"
    >
      {tiers.map((tier) => (
        <li
          key={tier.name}
          data-testid="package-card"
          className={cn(
            "relative flex w-[85%] shrink-0 snap-start flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:w-auto",
            tier.popular ? "border-primary shadow-lg ring-1 ring-primary" : "border-border",
          )}
        >
          {tier.popular && (
            <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
              {popularLabel}
            </p>
          )}
          <h3 className="font-display text-xl font-bold">{tier.name}</h3>
          <p className="mt-2 text-muted-foreground">{tier.description}</p>
          <ul className="mt-5 flex-1 space-y-3 border-t border-border pt-5 text-sm">
            {tier.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <CtaLink cta={cta} variant={tier.popular ? "primary" : "secondary"} className="mt-6 w-full" />
        </li>
      ))}
    </ul>
  );
}
