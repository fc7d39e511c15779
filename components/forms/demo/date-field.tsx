"use client";

import { lazy, Suspense, useState } from "react";
import { useWatch } from "react-hook-form";
import { demoForm as copy } from "@/content/demo-form";
import { describedBy, FieldError, inputClasses } from "@/components/ui/field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { asText } from "../values";
import { DateButton } from "./date-button";
import { fromIsoDay, toIsoDay } from "./dates";
import { fieldId, type DemoLead } from "./types";

const DatePopover = lazy(() => import("./date-popover"));

/** A calendar popover with JavaScript, the browser's own date input without. */
export function DateField({ lead: { form, error, values } }: { lead: DemoLead }) {
  const id = fieldId("demoDate");
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const watched = useWatch({ control: form.control, name: "demoDate" });
  const value = typeof watched === "string" ? watched : "";
  const date = fromIsoDay(value);
  const message = error("demoDate");
  const buttonProps = describedBy(id, message, true);
  const select = (next: Date | undefined) =>
    form.setValue("demoDate", next ? toIsoDay(next) : "", {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <div className="space-y-1.5">
      {/* Labels the native input without JavaScript and names the calendar button with it. */}
      <label
        id={`${id}-label`}
        htmlFor={`${id}-native`}
        className="block text-sm font-medium text-foreground"
      >
        {copy.demoDate.label}{" "}
        <span className="font-normal text-muted-foreground">{copy.demoDate.optional}</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {copy.demoDate.hint} <span data-wizard-js>{copy.demoDate.clearHint}</span>
      </p>
      <div data-wizard-js>
        {opened ? (
          <Suspense fallback={<DateButton date={date} {...buttonProps} />}>
            <DatePopover date={date} onSelect={select} buttonProps={buttonProps} />
          </Suspense>
        ) : (
          <DateButton date={date} {...buttonProps} onClick={() => setOpened(true)} />
        )}
      </div>
      {hydrated && value && <input type="hidden" name="demoDate" value={value} />}
      <noscript>
        <input
          id={`${id}-native`}
          type="date"
          name="demoDate"
          defaultValue={asText(values?.demoDate)}
          className={`${inputClasses} sm:max-w-xs`}
          {...buttonProps}
        />
      </noscript>
      {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
    </div>
  );
}
