import { intakeForm as copy } from "@/content/intake-form";

/** "Step n of N" with the percent complete; hidden without JavaScript, when every step shows at once. */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = Math.round((step / total) * 100);
  const label = copy.progress(step, total);
  return (
    <div data-wizard-js className="mb-8">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-foreground">{label}</p>
        <p className="text-muted-foreground">{copy.percent(percent)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${copy.percent(percent)}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
