"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import type { OwnerState } from "@/lib/settings/state";
import { useOwnerAction } from "../use-owner-action";

type Props = {
  action: (previous: OwnerState, formData: FormData) => Promise<OwnerState>;
  hidden?: Record<string, string>;
  label: string;
  /** Tells apart buttons that read the same ("Delete" on each testimonial). */
  accessibleLabel?: string;
  variant?: "primary" | "secondary";
};

/** One button that runs one owner action (delete, restore, preview on or off), with or without JavaScript. */
export function ActionButton({ action, hidden = {}, label, accessibleLabel, variant = "secondary" }: Props) {
  const { state, form, pending } = useOwnerAction(action);
  return (
    <form {...form} className="space-y-3">
      <FormAlert state={state} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="sm" disabled={pending} aria-label={accessibleLabel}>
        {label}
      </Button>
    </form>
  );
}
