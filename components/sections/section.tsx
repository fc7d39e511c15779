import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { BrandText } from "@/components/ui/brand-text";
import { cn } from "@/lib/cn";

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** muted: the alternate band; brand: the page's loudest moment, in the brand colour. */
  tone?: "default" | "muted" | "brand";
  /** The one section a page is remembered by (docs/design.md). */
  signatureSection?: boolean;
  /** Heading beside the content from lg up, instead of above it. */
  aside?: boolean;
  children?: ReactNode;
};

const tones = {
  default: "",
  muted: "bg-muted",
  brand:
    // Text meant to be muted stays readable on the band.
    "bg-band text-band-foreground [--muted-foreground:color-mix(in_oklab,var(--band-foreground)_80%,transparent)]",
} as const;

/** A page section with its heading; the heading's id labels the region for assistive tech. */
export function Section(props: Props) {
  const { id, eyebrow, title, lead, tone = "default", signatureSection, aside, children } = props;
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-signature={signatureSection || undefined}
      className={cn("py-16 sm:py-20", tones[tone])}
    >
      <Container className={cn(aside && "lg:grid lg:grid-cols-3 lg:gap-12")}>
        <div className="max-w-3xl">
          {eyebrow && (
            <p
              className={cn(
                "mb-3 text-sm font-semibold tracking-wide uppercase",
                tone === "brand" ? "opacity-90" : "text-accent",
              )}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
            <BrandText text={title} />
          </h2>
          {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
        </div>
        {children && <div className={cn("mt-10", aside && "lg:col-span-2 lg:mt-0")}>{children}</div>}
      </Container>
    </section>
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
