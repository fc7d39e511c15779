import type { Stat } from "@/content/home";
import type { PhoneLine } from "@/content/demo-bot";
import type { ShownTestimonial } from "@/lib/site-facts/resolve";
import { PhoneLineCard } from "./phone-line";
import { StatList } from "./stat-list";
import { TestimonialQuote } from "./testimonial-quote";

type Props = {
  testimonial?: ShownTestimonial;
  stats: readonly Stat[];
  statsLabel: string;
  line: PhoneLine;
};

/** An ad page's proof where the decision is made: a client in the visitor's trade, the numbers, and a number to try. */
export function ProofBand({ testimonial, stats, statsLabel, line }: Props) {
  return (
    <div data-layout="proof" className="grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:gap-10">
      {testimonial && (
        <div className="rounded-3xl border border-border bg-card p-7 shadow-sm sm:p-10">
          <TestimonialQuote testimonial={testimonial} size="lg" />
        </div>
      )}
      <div className="grid content-start gap-6">
        <div>
          <StatList
            stats={stats}
            label={statsLabel}
            className="grid grid-cols-2 gap-3"
            itemClassName="rounded-2xl bg-muted p-5"
            valueClassName="text-3xl text-primary sm:text-4xl"
            markClassName="mt-3"
          />
        </div>
        <PhoneLineCard line={line} size="md" />
      </div>
    </div>
  );
}
