import Link from "next/link";
import type { NextStepsContent } from "@/content/intake";

export function NextStepsCard({ content }: { content: NextStepsContent }) {
  return (
    <div className="border-border bg-card rounded-2xl border p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold">{content.title}</h2>
      <ol className="mt-6 grid gap-5">
        {content.steps.map((step, i) => (
          <li key={step} className="flex gap-4">
            <span className="bg-primary font-display text-primary-foreground inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold">
              {i + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      <p className="border-border text-muted-foreground mt-6 border-t pt-5 text-sm">
        {content.note}{" "}
        <Link
          href={content.noteLink.href}
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          {content.noteLink.label}
        </Link>
      </p>
    </div>
  );
}
