import Link from "next/link";
import type { NextStepsContent } from "@/content/intake";
import { NumberedSteps } from "@/components/ui/numbered-steps";

export function NextStepsCard({ content }: { content: NextStepsContent }) {
  return (
    <div data-hide-when-sent="" className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold">{content.title}</h2>
      <NumberedSteps items={content.steps} className="mt-6 grid gap-5" />
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
