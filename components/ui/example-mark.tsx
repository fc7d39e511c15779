import { exampleMark } from "@/content/site";
import { cn } from "@/lib/cn";

/** Tells a visitor that what it stands beside is an example, not a claim (content/company.ts). */
export function ExampleMark({ show, className }: { show: boolean; className?: string }) {
  if (!show) return null;
  return (
    <span
      data-example=""
      title={exampleMark.hint}
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-full border border-dashed border-current bg-warning-soft px-2 font-sans text-xs font-semibold tracking-wide text-warning uppercase",
        className,
      )}
    >
      {exampleMark.label}
    </span>
  );
}
