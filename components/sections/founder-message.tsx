import { Quote } from "lucide-react";

type Props = { paragraphs: readonly string[]; signature: string; signatureRole: string };

export function FounderMessage({ paragraphs, signature, signatureRole }: Props) {
  return (
    <figure className="border-border bg-card relative max-w-3xl rounded-3xl border p-6 shadow-sm sm:p-10">
      <Quote
        aria-hidden="true"
        className="bg-primary text-primary-foreground absolute -top-5 left-6 size-10 rounded-xl p-2 sm:left-10"
      />
      <blockquote className="space-y-5 text-lg leading-relaxed">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption className="border-border mt-8 border-t pt-6">
        <p className="font-display text-lg font-bold">{signature}</p>
        <p className="text-muted-foreground text-sm">{signatureRole}</p>
      </figcaption>
    </figure>
  );
}
