import type { FounderMessage as Props } from "@/content/about";
import { ExampleMark } from "@/components/ui/example-mark";

/** The founders' letter as a pull quote: its first line large, the rest as the letter. */
export function FounderMessage({ paragraphs, signature, signatureRole, example }: Props) {
  const [first, ...rest] = paragraphs;
  return (
    <figure data-layout="quote" className="max-w-4xl border-l-4 border-primary pl-6 sm:pl-10">
      <blockquote className="space-y-5 leading-relaxed sm:text-lg">
        <p className="font-display text-2xl leading-snug font-semibold tracking-tight sm:text-3xl">{first}</p>
        {rest.map((paragraph) => (
          <p key={paragraph} className="max-w-3xl text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </blockquote>
      <figcaption className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span>
          <span className="block font-display text-lg font-bold">{signature}</span>
          <span className="block text-sm text-muted-foreground">{signatureRole}</span>
        </span>
        <ExampleMark show={example} />
      </figcaption>
    </figure>
  );
}
