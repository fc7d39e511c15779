"use client";

import { setLeadStatus } from "@/lib/settings/leads/actions";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { leadStatusCopy as copy } from "@/content/lead-status";
import { cn } from "@/lib/cn";
import type { LeadStatus } from "@/lib/db/schema";
import { useOwnerAction } from "./use-owner-action";

type Props = { leadId: string; name: string; status: LeadStatus; className?: string };

const STATUSES = Object.keys(copy.labels) as LeadStatus[];

/** A lead's status: a select and a button, a plain form post without JavaScript, a scripted call with it. */
export function LeadStatusControl({ leadId, name, status, className }: Props) {
  const { state, pending, form } = useOwnerAction(setLeadStatus);
  const id = `status-${leadId}`;
  return (
    <form {...form} className={cn("space-y-1.5", className)} data-lead-status={status}>
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor={id} className="sr-only">
        {copy.control.label(name)}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        {/* Keyed by the stored status, so a saved change re-renders the select with it. */}
        <select
          key={status}
          id={id}
          name="status"
          defaultValue={status}
          className={cn(inputClasses, "w-auto min-w-36 py-1.5 text-sm")}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {copy.labels[value]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="secondary" disabled={pending}>
          {pending ? copy.control.saving : copy.control.submit}
        </Button>
      </div>
      {state.toast && state.status !== "idle" && (
        // Takes focus when it appears: after a post without JavaScript the page opens here, where the owner acted.
        <p
          key={state.at}
          tabIndex={-1}
          autoFocus
          role={state.status === "error" ? "alert" : "status"}
          className={cn(
            "scroll-mt-24 text-xs outline-none focus-visible:outline-2 focus-visible:outline-primary",
            state.status === "error" ? "text-danger" : "text-muted-foreground",
          )}
        >
          {state.toast.description}
        </p>
      )}
    </form>
  );
}
