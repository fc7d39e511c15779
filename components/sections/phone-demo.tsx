import type { PhoneLine } from "@/content/demo-bot";
import type { Step } from "@/content/types";
import { PhoneLineCard } from "./phone-line";
import { StepList } from "./step-list";

type Props = { line: PhoneLine; steps: readonly Step[]; label?: string };

/** The live demo: a tap-to-call number above the steps a caller walks through. */
export function PhoneDemo({ line, steps, label }: Props) {
  return (
    <div data-layout="phone" className="space-y-8">
      <PhoneLineCard line={line} size="lg" />
      <StepList steps={steps} label={label} />
    </div>
  );
}
