import type { Testimonial } from "@/content/core-offer";
import { Icon } from "@/components/ui/icon";

type Props = { testimonials: readonly Testimonial[]; label?: string };

export function TestimonialGrid({ testimonials, label }: Props) {
  return (
    <ul aria-label={label} className="grid gap-5 md:grid-cols-2">
      {testimonials.map((t) => (
        <li key={t.name} className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <figure className="flex h-full flex-col">
            <Stars rating={t.rating} />
            <blockquote className="mt-5 flex-1 text-lg leading-relaxed">
              <p>&ldquo;{t.quote}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft font-display font-bold text-primary"
              >
                {initials(t.name)}
              </span>
              <span>
                <span className="block font-semibold">{t.name}</span>
                <span className="block text-sm text-muted-foreground">
                  {t.role}, {t.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className="flex gap-1 text-amber-600 dark:text-amber-400"
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" className={i < rating ? "size-5 fill-current" : "size-5 opacity-30"} />
      ))}
    </p>
  );
}

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s*/, "")
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2);
}
