import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { cn } from "@/lib/cn";

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: "default" | "muted";
  children?: ReactNode;
};

/** A page section with its heading; the heading's id labels the region for assistive tech. */
export function Section({ id, eyebrow, title, lead, tone = "default", children }: Props) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-20", tone === "muted" && "bg-muted")}
    >
      <Container>
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
          )}
          <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
        </div>
        {children && <div className="mt-10">{children}</div>}
      </Container>
    </section>
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
