"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { leadRecordCopy } from "@/content/lead-record";
import { setLeadFollowUp } from "@/lib/settings/leads/actions";
import { useOwnerAction } from "./use-owner-action";

const copy = leadRecordCopy.followUp;

type Props = {
  leadId: string;
  /** The stored follow-up as the input shows it (the owner's wall time), or "". */
  value: string;
  /** The stored follow-up in words, or null. */
  when: string | null;
};

/** The lead's next follow-up: a day and time to save, or clear. Works without JavaScript and keeps its place. */
export function LeadFollowUpForm({ leadId, value, when }: Props) {
  const { state, pending, form } = useOwnerAction(setLeadFollowUp);
  const error = state.fieldErrors?.followUpAt;
  const typed = typeof state.values?.followUpAt === "string" ? state.values.followUpAt : value;
  return (
    <form {...form} noValidate className="space-y-3">
      <input type="hidden" name="leadId" value={leadId} />
      <p className="text-sm font-medium" data-follow-up={value || "none"}>
        {when ? copy.set(when) : copy.none}
      </p>
      <div className="max-w-xs">
        <TextField
          key={`${value}-${state.at}`}
          id="follow-up-at"
          name="followUpAt"
          type="datetime-local"
          label={copy.label}
          hint={copy.hint}
          error={error}
          defaultValue={typed}
          autoFocus={Boolean(error)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" name="intent" value="save" disabled={pending}>
          {pending ? copy.saving : copy.save}
        </Button>
        {when && (
          <Button type="submit" size="sm" variant="secondary" name="intent" value="clear" disabled={pending}>
            {copy.clear}
          </Button>
        )}
      </div>
      <FormAlert state={state} focus={!error} />
    </form>
  );
}
