"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import type { OwnerState } from "@/lib/settings/state";
import { deleteSiteItem } from "@/lib/site-facts/actions";
import type { ListName } from "@/lib/site-facts/item-changes";
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

/** The id of the form a list's delete buttons submit (DeleteItemForm). */
const deleteFormId = (list: ListName) => `delete-${list}`;

/**
 * The form every delete button of one list submits (`<button form=…>`), kept above the list: the deleted item's row is
 * gone from the page that answers, so its message ("Published", or why not) is shown here, with or without JavaScript.
 */
export function DeleteItemForm({ list }: { list: ListName }) {
  const { state, form } = useOwnerAction(deleteSiteItem);
  return (
    // Takes no room until it has something to say.
    <form {...form} id={deleteFormId(list)} className="hidden has-[[role]]:block">
      <input type="hidden" name="list" value={list} />
      <FormAlert state={state} />
    </form>
  );
}

/** A delete button outside its list's form (DeleteItemForm): it sends the item's id with that form. */
export function DeleteItemButton({
  list,
  itemId,
  label,
  accessibleLabel,
}: {
  list: ListName;
  itemId: string;
  label: string;
  accessibleLabel: string;
}) {
  return (
    <Button
      type="submit"
      form={deleteFormId(list)}
      name="id"
      value={itemId}
      variant="secondary"
      size="sm"
      aria-label={accessibleLabel}
    >
      {label}
    </Button>
  );
}
