import type { ShownTestimonial } from "@/lib/site-facts/resolve";
import { TestimonialQuote } from "./testimonial-quote";

type Props = { testimonials: readonly ShownTestimonial[]; label?: string };

/** Client quotes side by side, each on its own panel. */
export function TestimonialGrid({ testimonials, label }: Props) {
  return (
    <ul data-layout="quote" aria-label={label} className="grid gap-6 md:grid-cols-2">
      {testimonials.map((t) => (
        <li
          key={`${t.name}-${t.company}`}
          className="rounded-3xl border border-border bg-card p-7 shadow-sm sm:p-10"
        >
          <TestimonialQuote testimonial={t} />
        </li>
      ))}
    </ul>
  );
}
