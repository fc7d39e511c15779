"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { moneyCopy } from "@/content/money";
import { enterSpend } from "@/lib/settings/money/actions";
import { useOwnerAction } from "./use-owner-action";

const copy = moneyCopy.manual;

/** A source's spend for a month, typed by hand; `month`: the current one (YYYY-MM), offered first. */
export function ManualSpendForm({ month, currency }: { month: string; currency: string }) {
  const { state, form, pending } = useOwnerAction(enterSpend);
  const typed = (name: string, fallback: string) =>
    typeof state.values?.[name] === "string" ? (state.values[name] as string) : fallback;
  const key = state.at ?? 0;
  return (
    <form {...form} noValidate className="space-y-5">
      <FormAlert state={state} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          key={`source-${key}`}
          id="manual-source"
          name="source"
          label={copy.source}
          defaultValue={typed("source", "")}
          error={state.fieldErrors?.source}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField
          key={`month-${key}`}
          id="manual-month"
          name="month"
          type="month"
          label={copy.month}
          defaultValue={typed("month", month)}
          error={state.fieldErrors?.month}
          required
        />
        <TextField
          key={`amount-${key}`}
          id="manual-amount"
          name="amount"
          label={`${copy.amount} (${currency})`}
          defaultValue={typed("amount", "")}
          error={state.fieldErrors?.amount}
          inputMode="decimal"
          maxLength={20}
          autoComplete="off"
          required
        />
      </div>
      <Button type="submit" variant="secondary" disabled={pending}>
        {copy.submit}
      </Button>
    </form>
  );
}
