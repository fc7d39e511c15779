import { Quote } from "lucide-react";
import type { FounderMessage as Props } from "@/content/about";

export function FounderMessage({ paragraphs, signature, signatureRole }: Props) {
  return (
    <figure className="relative max-w-3xl rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10">
      <Quote
        aria-hidden="true"
        className="absolute -top-5 left-6 size-10 rounded-xl bg-primary p-2 text-primary-foreground sm:left-10"
      />
      <blockquote className="space-y-5 leading-relaxed sm:text-lg">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption className="mt-8 border-t border-border pt-6">
        <p className="font-display text-lg font-bold">{signature}</p>
        <p className="text-sm text-muted-foreground">{signatureRole}</p>
      </figcaption>
    </figure>
  );
}
