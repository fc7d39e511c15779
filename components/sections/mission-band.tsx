import type { mission } from "@/content/home";
import { Checklist } from "./checklist";

type Props = Omit<typeof mission, "eyebrow" | "title" | "lead">;

/** The mission as one large number: "1 in 10" builds sponsored, the ten tiles that picture it, then what they get. */
export function MissionBand({ ratio, ratioCaption, body, goalLabel, goal, benefitsTitle, benefits }: Props) {
  return (
    <div data-layout="numbers" className="grid items-center gap-12 lg:grid-cols-2">
      <div>
        <p className="font-display text-8xl leading-none font-extrabold tracking-tight lg:text-9xl">
          {ratio}
        </p>
        <p className="mt-4 max-w-sm text-xl font-semibold">{ratioCaption}</p>
        <div aria-hidden="true" className="mt-8 grid max-w-sm grid-cols-10 gap-1.5">
          {Array.from({ length: 10 }, (_, i) => (
            <span
              key={i}
              className={`h-10 rounded-md ${i === 9 ? "bg-band-foreground" : "bg-band-foreground/15"}`}
            />
          ))}
        </div>
      </div>
      <div className="rounded-3xl bg-band-foreground/15 p-6 sm:p-8">
        <p className="text-lg">{body}</p>
        <h3 className="mt-8 mb-4 text-lg font-semibold">{benefitsTitle}</h3>
        <Checklist items={benefits} />
        <p className="mt-8 border-t border-band-foreground/15 pt-6 text-sm font-semibold tracking-wide uppercase opacity-90">
          {goalLabel}
        </p>
        <p className="mt-2 font-display text-2xl font-extrabold">
          {goal.value} <span className="opacity-80">·</span> {goal.detail}
        </p>
      </div>
    </div>
  );
}
