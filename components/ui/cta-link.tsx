import { ArrowRight } from "lucide-react";
import Link from "next/link";
import type { Cta } from "@/content/types";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";

type Props = { cta: Cta; size?: ButtonSize; variant?: ButtonVariant; className?: string };

/**
 * Booking CTAs are plain links to /book in a new tab: the server adds attribution, so they work without JavaScript.
 * A plain <a> (not next/link) keeps /book out of client-side routing and prefetching.
 */
export function CtaLink({ cta, size = "md", variant, className }: Props) {
  const booking = cta.kind === "booking";
  const classes = buttonClasses(variant ?? (booking ? undefined : cta.variant), size, className);
  if (booking || cta.external) {
    return (
      <a
        href={booking ? "/book" : cta.href}
        target="_blank"
        rel={booking ? "noopener" : "noopener noreferrer"}
        className={classes}
      >
        {cta.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={cta.href} className={classes}>
      {cta.label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
