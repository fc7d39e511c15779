"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { leadRecordCopy, NOTE_MAX } from "@/content/lead-record";
import { addLeadNote } from "@/lib/settings/leads/actions";
import { useOwnerAction } from "./use-owner-action";

const copy = leadRecordCopy.notes;

/**
 * A note for the lead's timeline. A refused note keeps its text, its reason beside the field, and the field takes
 * focus; an added one empties the field (keyed by the answer) and its confirmation takes focus, so a post without
 * JavaScript opens the page here, not at its top.
 */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const { state, pending, form } = useOwnerAction(addLeadNote);
  const error = state.fieldErrors?.body;
  const kept = typeof state.values?.body === "string" ? state.values.body : "";
  return (
    <form {...form} noValidate id="notes" className="mt-6 scroll-mt-24 space-y-3 border-t border-border pt-5">
      <input type="hidden" name="leadId" value={leadId} />
      <TextField
        key={state.at}
        id="note-body"
        name="body"
        label={copy.label}
        hint={copy.hint(NOTE_MAX)}
        rows={4}
        required
        error={error}
        defaultValue={kept}
        autoFocus={Boolean(error)}
      />
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? copy.saving : copy.submit}
      </Button>
      <FormAlert state={state} focus={!error} />
    </form>
  );
}
