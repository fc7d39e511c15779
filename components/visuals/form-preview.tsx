import { BrandText } from "@/components/ui/brand-text";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { IconNote, Visual } from "./frame";

export type FormPreviewScript = {
  alt: string;
  title: string;
  step: string;
  /** Percent of the way through, for the bar. */
  progress: number;
  question: string;
  options: readonly { label: string; selected?: boolean }[];
  note: { title: string; text: string };
};

/** The intake assistant mid-way: its progress bar, one question with answers ticked, and the email that follows. */
export function FormPreview({ alt, title, step, progress, question, options, note }: FormPreviewScript) {
  return (
    <Visual alt={alt}>
      <div className="rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-lg sm:p-6">
        <p className="flex items-center justify-between text-xs font-semibold">
          <span>
            <BrandText text={title} />
          </span>
          <span className="text-muted-foreground">{step}</span>
        </p>
        <span className="mt-2 block h-2 overflow-hidden rounded-full bg-muted">
          <span className="block h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </span>
        <p className="mt-5 font-display text-lg leading-snug font-bold">{question}</p>
        <ul className="mt-4 grid gap-2">
          {options.map((option, i) => (
            <li
              key={option.label}
              className={cn(
                "flex items-center gap-3 rounded-xl border px-3 py-2.5 text-sm",
                // Two answers are enough on a phone, where the form should follow soon after.
                i > 1 && "max-sm:hidden",
                option.selected ? "border-primary bg-brand-soft font-medium" : "border-border",
              )}
            >
              <span
                className={cn(
                  "inline-flex size-5 shrink-0 items-center justify-center rounded-md border",
                  option.selected ? "border-primary bg-primary text-primary-foreground" : "border-border",
                )}
              >
                {option.selected && <Icon name="check" className="size-3.5" />}
              </span>
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      <IconNote icon="mailCheck" {...note} className="-right-3 -bottom-7 lg:-right-8" />
    </Visual>
  );
}
