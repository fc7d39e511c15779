import { ExampleMark } from "@/components/ui/example-mark";
import { Icon } from "@/components/ui/icon";
import { Portrait } from "@/components/ui/portrait";
import type { ShownTestimonial } from "@/lib/site-facts/resolve";
import { cn } from "@/lib/cn";

type Props = { testimonial: ShownTestimonial; size?: "md" | "lg"; className?: string };

/** One client's words, large, with who said them; an example testimonial says so beside the name. */
export function TestimonialQuote({ testimonial: t, size = "md", className }: Props) {
  return (
    <figure className={cn("flex h-full flex-col", className)}>
      <Stars rating={t.rating} />
      <blockquote
        className={cn(
          "mt-5 flex-1 font-display leading-snug font-semibold tracking-tight",
          size === "lg" ? "text-xl sm:text-3xl" : "text-xl",
        )}
      >
        <p>&ldquo;{t.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <Portrait name={t.name} photo={t.photo} className="size-14 text-lg" />
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2 font-semibold">
            {t.name}
            <ExampleMark show={t.example} />
          </span>
          <span className="block text-sm text-muted-foreground">
            {t.role}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
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
