import type { ReactNode } from "react";
import type { Stat } from "@/content/home";
import type { Cta } from "@/content/types";
import { Container } from "@/components/layout/container";
import { CtaLink } from "@/components/ui/cta-link";
import { HeroStats } from "./hero-stats";
import { HighlightList } from "./highlight-list";

type Props = {
  eyebrow?: string;
  title: string;
  lead: string;
  ctas?: readonly Cta[];
  stats?: readonly Stat[];
  statsLabel?: string;
  highlights?: readonly string[];
  highlightsLabel?: string;
  children?: ReactNode;
};

/** A page's opening; proof stats or selling points show under the buttons when its content has them. */
export function PageHero({ eyebrow, title, lead, ctas = [], children, ...proof }: Props) {
  const { stats, statsLabel, highlights, highlightsLabel } = proof;
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--brand-soft),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,var(--accent-soft),transparent_70%)]"
      />
      <Container className="py-16 sm:py-24">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="mb-4 inline-flex rounded-full border border-border bg-card px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl leading-tight font-extrabold sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground sm:text-xl">{lead}</p>
          {ctas.length > 0 && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {ctas.map((cta, i) => (
                <CtaLink key={cta.label} cta={cta} size="lg" variant={i === 0 ? "primary" : "secondary"} />
              ))}
            </div>
          )}
          {stats && <HeroStats stats={stats} label={statsLabel} />}
          {highlights && <HighlightList items={highlights} label={highlightsLabel} />}
          {children}
        </div>
      </Container>
    </section>
  );
}
