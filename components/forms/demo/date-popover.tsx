"use client";

import * as Popover from "@radix-ui/react-popover";
import { useState, type ComponentProps } from "react";
import { DayPicker } from "react-day-picker";
import { demoForm as copy } from "@/content/demo-form";
import { DateButton } from "./date-button";
import { localDay } from "./dates";

type Props = {
  date: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  buttonProps: ComponentProps<"button">;
};

const navButton =
  "inline-flex size-10 items-center justify-center rounded-lg text-primary hover:bg-muted aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

// Tailwind classes instead of react-day-picker's stylesheet: the calendar follows the site's tokens and themes.
const classNames = {
  root: "relative",
  months: "relative",
  month_caption: "flex h-10 items-center justify-center font-semibold",
  caption_label: "text-base",
  nav: "absolute inset-x-0 top-0 flex h-10 items-center justify-between",
  button_previous: navButton,
  button_next: navButton,
  chevron: "size-4 fill-current",
  month_grid: "mt-2 border-collapse",
  weekday: "w-10 pb-1 text-xs font-medium text-muted-foreground",
  day: "size-10 p-0 text-center text-sm",
  day_button:
    "inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent",
  today: "font-bold [&>button]:text-primary",
  selected:
    "[&>button]:bg-primary [&>button]:text-primary-foreground! [&>button]:hover:bg-primary-hover font-semibold",
  outside: "opacity-60",
  disabled: "",
};

/** Loaded on first open, so the calendar and popover code stay out of the page's first load. */
export default function DatePopover({ date, onSelect, buttonProps }: Props) {
  const [open, setOpen] = useState(true);
  const today = localDay();
  const lastDay = localDay(365);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <DateButton date={date} {...buttonProps} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          aria-label={copy.demoDate.calendarLabel}
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-50 rounded-xl border border-border bg-card p-3 text-foreground shadow-lg"
        >
          <DayPicker
            mode="single"
            autoFocus
            selected={date}
            defaultMonth={date ?? today}
            startMonth={today}
            endMonth={lastDay}
            disabled={[{ before: today }, { after: lastDay }]}
            onSelect={(next) => {
              onSelect(next);
              setOpen(false);
            }}
            classNames={classNames}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
