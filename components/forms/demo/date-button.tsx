import { CalendarDays } from "lucide-react";
import type { ComponentProps } from "react";
import { demoForm as copy } from "@/content/demo-form";
import { inputClasses } from "@/components/ui/field";
import { formatDay } from "./dates";
import { fieldId } from "./types";

type Props = ComponentProps<"button"> & { date: Date | undefined };

/** The date trigger; the same look before and after the lazy popover module arrives. */
export function DateButton({ date, className, ...props }: Props) {
  const id = fieldId("demoDate");
  return (
    <button
      type="button"
      id={id}
      aria-labelledby={`${id}-label ${id}`}
      aria-haspopup="dialog"
      className={`${inputClasses} flex items-center gap-2.5 text-left sm:max-w-xs ${className ?? ""}`}
      {...props}
    >
      <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span className={date ? "text-foreground" : "text-muted-foreground"}>
        {date ? formatDay(date) : copy.demoDate.choose}
      </span>
    </button>
  );
}
