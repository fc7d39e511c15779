import { demoForm as copy } from "@/content/demo-form";

export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = Math.round((step / total) * 100);
  const stepText = copy.progress.step(step, total);
  const percentText = copy.progress.percent(percent);
  return (
    <div className="demo-js-only">
      <div className="flex items-center justify-between text-sm font-medium">
        <span className="text-foreground">{stepText}</span>
        <span className="text-muted-foreground">{percentText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={copy.progress.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stepText}, ${percentText}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
