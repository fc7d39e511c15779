import { Check } from "lucide-react";
import type { PackageTier } from "@/content/industries";
import type { Cta } from "@/content/types";
import { CtaLink } from "@/components/ui/cta-link";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

type Props = { tiers: readonly PackageTier[]; note: string; popularLabel: string; cta: Cta; label?: string };

export function PackageGrid({ tiers, note, popularLabel, cta, label }: Props) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
      {tiers.map((tier) => (
        <li
          key={tier.name}
          data-testid="package-card"
          className={cn(
            "bg-card text-card-foreground relative flex flex-col rounded-2xl border p-6 shadow-sm",
            tier.popular ? "border-primary ring-primary shadow-lg ring-1" : "border-border",
          )}
        >
          {tier.popular && (
            <p className="bg-primary text-primary-foreground absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold">
              {popularLabel}
            </p>
          )}
          <h3 className="font-display text-xl font-bold">{tier.name}</h3>
          <p className="text-muted-foreground mt-2">{tier.description}</p>
          <ul className="border-border mt-5 flex-1 space-y-3 border-t pt-5 text-sm">
            {tier.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Check className="text-accent mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <p className="bg-muted text-muted-foreground mt-6 flex gap-2 rounded-lg px-3 py-2.5 text-sm">
            <Icon name="calendarCheck" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>{note}</span>
          </p>
          <CtaLink cta={cta} variant={tier.popular ? "primary" : "secondary"} className="mt-4 w-full" />
        </li>
      ))}
    </ul>
  );
}
