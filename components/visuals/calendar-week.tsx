import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { AppWindow, IconNote, Visual } from "./frame";

export type CalendarScript = {
  alt: string;
  title: string;
  period: string;
  days: readonly string[];
  times: readonly string[];
  /** Filled slots: day and time are indexes into the lists above. */
  booked: readonly { day: number; time: number; label: string; yours?: boolean }[];
  note: { title: string; text: string };
  /** On phones, only the first two rows: for a form page, where the form should come soon after the hero. */
  compact?: boolean;
};

/** A week's calendar filling itself: booked slots, the free ones left, and what booked them. */
export function CalendarWeek({ alt, title, period, days, times, booked, note, compact }: CalendarScript) {
  const at = (day: number, time: number) => booked.find((slot) => slot.day === day && slot.time === time);
  return (
    <Visual alt={alt}>
      <AppWindow title={title} meta={period}>
        <div
          className="grid gap-1.5 text-xs"
          style={{ gridTemplateColumns: `2.75rem repeat(${days.length}, minmax(0, 1fr))` }}
        >
          <span />
          {days.map((day) => (
            <span key={day} className="pb-1 text-center font-semibold text-muted-foreground">
              {day}
            </span>
          ))}
          {times.map((time, t) => (
            <Row key={time} time={time} className={compact && t > 1 ? "max-sm:hidden" : ""}>
              {days.map((day, d) => {
                const slot = at(d, t);
                return (
                  <span
                    key={day}
                    className={cn(
                      "flex h-10 items-center overflow-hidden rounded-md px-1 leading-tight",
                      compact && t > 1 && "max-sm:hidden",
                      !slot && "border border-dashed border-border",
                      slot && !slot.yours && "bg-brand-soft font-medium text-primary",
                      slot?.yours && "bg-accent font-semibold text-background",
                    )}
                  >
                    {slot?.label}
                  </span>
                );
              })}
            </Row>
          ))}
        </div>
      </AppWindow>
      <IconNote icon="bell" {...note} className="-right-3 -bottom-7 lg:-right-8" />
    </Visual>
  );
}

function Row({ time, className, children }: { time: string; className: string; children: ReactNode }) {
  return (
    <>
      <span className={cn("flex h-10 items-center text-muted-foreground tabular-nums", className)}>
        {time}
      </span>
      {children}
    </>
  );
}
