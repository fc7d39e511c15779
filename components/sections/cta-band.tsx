import type { Cta } from "@/content/types";
import { Container } from "@/components/layout/container";
import { CtaLink } from "@/components/ui/cta-link";

type Props = { title: string; text: string; ctas: readonly Cta[] };

export function CtaBand({ title, text, ctas }: Props) {
  return (
    <section data-layout="cta" aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg opacity-90">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {ctas.map((cta, i) => (
              <CtaLink
                key={cta.label}
                cta={cta}
                size="lg"
                variant="secondary"
                className={
                  i === 0
                    ? "border-transparent bg-background text-foreground hover:bg-muted"
                    : "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-hover"
                }
              />
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
