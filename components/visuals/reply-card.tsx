import { Icon, type IconName } from "@/components/ui/icon";
import { Visual } from "./frame";
import { ItemText } from "@/components/ui/item-text";

export type ReplyScript = {
  alt: string;
  message: { label: string; subject: string; text: string };
  steps: readonly { icon: IconName; title: string; detail: string }[];
};

/** What happens to a message: it arrives, a person reads it, a reply goes out within the promised time. */
export function ReplyCard({ alt, message, steps }: ReplyScript) {
  return (
    <Visual alt={alt}>
      <div className="rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-lg sm:p-6">
        <div className="rounded-2xl bg-muted p-4">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {message.label}
          </p>
          <p className="mt-1 text-sm font-semibold">{message.subject}</p>
          <p className="mt-1 text-xs text-muted-foreground">{message.text}</p>
        </div>
        <ol className="mt-4 space-y-3">
          {steps.map((step, i) => (
            <li key={step.title} className="flex items-start gap-3">
              <span
                className={`inline-flex size-9 shrink-0 items-center justify-center rounded-xl ${i === steps.length - 1 ? "bg-accent text-background" : "bg-brand-soft text-primary"}`}
              >
                <Icon name={step.icon} className="size-4" />
              </span>
              <ItemText title={step.title} detail={step.detail} look="small" />
            </li>
          ))}
        </ol>
      </div>
    </Visual>
  );
}
