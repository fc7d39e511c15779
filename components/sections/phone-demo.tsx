import type { PhoneLine } from "@/content/demo-bot";
import type { Step } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { StepList } from "./step-list";

type Props = { line: PhoneLine; steps: readonly Step[]; label?: string };

/** The live demo: a tap-to-call number above the steps a caller walks through. */
export function PhoneDemo({ line, steps, label }: Props) {
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-6 rounded-3xl bg-primary p-8 text-primary-foreground shadow-lg sm:flex-row sm:items-center sm:p-10">
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-primary-foreground/15">
          <Icon name="phoneCall" className="size-8" />
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{line.label}</p>
          <a
            href={line.href}
            className="mt-1 inline-block font-display text-3xl font-extrabold tracking-tight underline-offset-4 hover:underline sm:text-5xl"
          >
            {line.display}
          </a>
        </div>
        <p className="max-w-sm opacity-90 sm:text-lg">{line.note}</p>
      </div>
      <StepList steps={steps} label={label} />
    </div>
  );
}
