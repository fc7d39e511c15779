"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { inputClasses, TextField } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { moneyCopy } from "@/content/money";
import { saveValues } from "@/lib/settings/money/actions";
import { useOwnerAction } from "./use-owner-action";

const copy = moneyCopy.values;
const STAGES = ["qualified", "booked", "won"] as const;

/** Saved values as the form shows them: the currency, and each stage's default as a decimal ("" for none). */
type Props = { currency: string; defaults: Record<(typeof STAGES)[number], string> };

/** The site's currency and stage values: a plain form post without JavaScript, a scripted call with it. */
export function MoneyValuesForm({ currency, defaults }: Props) {
  const { state, form, pending } = useOwnerAction(saveValues);
  // Values come back only when the form was refused: keep what the owner typed.
  const typed = (name: string, saved: string) =>
    typeof state.values?.[name] === "string" ? (state.values[name] as string) : saved;
  const key = state.at ?? 0;
  return (
    <form {...form} noValidate className="space-y-5">
      <FormAlert state={state} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          key={`currency-${key}`}
          id="money-currency"
          name="currency"
          label={copy.currency}
          hint={copy.currencyHint}
          defaultValue={typed("currency", currency)}
          error={state.fieldErrors?.currency}
          maxLength={3}
          autoComplete="off"
          spellCheck={false}
          className={cn(inputClasses, "uppercase")}
          required
        />
        {STAGES.map((stage) => (
          <TextField
            key={`${stage}-${key}`}
            id={`money-${stage}`}
            name={stage}
            label={copy.stage[stage]}
            hint={copy.stageHint}
            defaultValue={typed(stage, defaults[stage])}
            error={state.fieldErrors?.[stage]}
            inputMode="decimal"
            maxLength={20}
            autoComplete="off"
          />
        ))}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
