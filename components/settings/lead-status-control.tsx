"use client";

import { setLeadStatus } from "@/lib/settings/leads/actions";
import { Button } from "@/components/ui/button";
import { inputClasses, TextField } from "@/components/ui/field";
import { moneyCopy } from "@/content/money";
import { leadStatusCopy as copy } from "@/content/lead-status";
import { cn } from "@/lib/cn";
import type { LeadStatus } from "@/lib/db/schema";
import { useOwnerAction } from "./use-owner-action";

/** `deal`: on the lead's page, its own deal value (a decimal, "" for none) in the site's currency, to set with the status. */
type Props = {
  leadId: string;
  name: string;
  status: LeadStatus;
  className?: string;
  deal?: { value: string; currency: string };
};

const STATUSES = Object.keys(copy.labels) as LeadStatus[];

/** A lead's status: a select and a button, a plain form post without JavaScript, a scripted call with it. */
export function LeadStatusControl({ leadId, name, status, className, deal }: Props) {
  const { state, pending, form } = useOwnerAction(setLeadStatus);
  const id = `status-${leadId}`;
  const dealError = state.fieldErrors?.dealValue;
  const typedDeal = typeof state.values?.dealValue === "string" ? state.values.dealValue : undefined;
  return (
    <form {...form} className={cn("space-y-1.5", className)} data-lead-status={status}>
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor={id} className="sr-only">
        {copy.control.label(name)}
      </label>
      <div className={cn("flex flex-wrap gap-2", deal ? "items-end" : "items-center")}>
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
        {deal && (
          <div className="w-40">
            <TextField
              // Re-rendered with the saved value after each answer; a refused one keeps what was typed.
              key={`${deal.value}-${state.at ?? 0}`}
              id={`deal-${leadId}`}
              name="dealValue"
              label={`${moneyCopy.deal.label} (${deal.currency})`}
              defaultValue={typedDeal ?? deal.value}
              error={dealError}
              inputMode="decimal"
              maxLength={20}
              autoComplete="off"
              className={cn(inputClasses, "py-1.5 text-sm")}
            />
          </div>
        )}
        <Button type="submit" size="sm" variant="secondary" disabled={pending}>
          {pending ? copy.control.saving : copy.control.submit}
        </Button>
      </div>
      {state.toast && state.status !== "idle" && !dealError && (
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
