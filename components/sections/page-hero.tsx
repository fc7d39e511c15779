import type { ReactNode } from "react";
import type { Stat } from "@/content/home";
import type { Cta } from "@/content/types";
import { Container } from "@/components/layout/container";
import { BrandText } from "@/components/ui/brand-text";
import { CtaLink } from "@/components/ui/cta-link";
import { cn } from "@/lib/cn";
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
  /** Beside the buttons (an ad page's call button), in the same row. */
  actions?: ReactNode;
  /** Drawn for the page (components/visuals): beside the text from lg up, under it on phones. */
  visual?: ReactNode;
  children?: ReactNode;
};

/** A page's opening; proof stats or selling points show under the buttons when its content has them. */
export function PageHero({ eyebrow, title, lead, ctas = [], actions, visual, children, ...proof }: Props) {
  const { stats, statsLabel, highlights, highlightsLabel } = proof;
  return (
    <section data-layout="hero" className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--brand-soft),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,var(--accent-soft),transparent_70%)]"
      />
      <Container
        className={cn(
          "py-16 sm:py-20",
          visual && "lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12",
        )}
      >
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="mb-4 inline-flex rounded-full border border-border bg-card px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className={cn("text-4xl leading-tight font-extrabold sm:text-5xl", !visual && "lg:text-6xl")}>
            <BrandText text={title} />
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground sm:text-xl">{lead}</p>
          {(ctas.length > 0 || actions) && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {ctas.map((cta, i) => (
                <CtaLink key={cta.label} cta={cta} size="lg" variant={i === 0 ? "primary" : "secondary"} />
              ))}
              {actions}
            </div>
          )}
          {stats && <HeroStats stats={stats} label={statsLabel} />}
          {highlights && <HighlightList items={highlights} label={highlightsLabel} />}
          {children}
        </div>
        {visual && <div className="mt-12 lg:mt-0">{visual}</div>}
      </Container>
    </section>
  );
}
