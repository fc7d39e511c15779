import type { mission } from "@/content/home";
import { Checklist } from "./checklist";

/** The mission's story beside its goal; the ten tiles picture "one sponsored build for every ten clients". */
export function MissionPanel({ body, goalLabel, goal, benefitsTitle, benefits }: typeof mission) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <p className="text-lg">{body}</p>
        <h3 className="mt-8 mb-4 text-lg font-semibold">{benefitsTitle}</h3>
        <Checklist items={benefits} />
      </div>
      <div className="rounded-3xl border border-border bg-card p-8 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{goalLabel}</p>
        <p className="mt-3 font-display text-3xl font-extrabold sm:text-4xl">{goal.value}</p>
        <p className="mt-1 text-xl font-semibold text-primary">{goal.detail}</p>
        <div aria-hidden="true" className="mt-8 grid grid-cols-10 gap-2">
          {Array.from({ length: 10 }, (_, i) => (
            <span key={i} className={`aspect-square rounded-md ${i === 9 ? "bg-accent" : "bg-brand-soft"}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
