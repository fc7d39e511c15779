import Link from "next/link";
import type { NextStepsContent } from "@/content/intake";

export function NextStepsCard({ content }: { content: NextStepsContent }) {
  return (
    <div data-hide-when-sent="" className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold">{content.title}</h2>
      <ol className="mt-6 grid gap-5">
        {content.steps.map((step, i) => (
          <li key={step} className="flex gap-4">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-display text-sm font-bold text-primary-foreground">
              {i + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-border pt-5 text-sm text-muted-foreground">
        {content.note}{" "}
        <Link
          href={content.noteLink.href}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {content.noteLink.label}
        </Link>
      </p>
    </div>
  );
}
