"use server";

import "server-only";
import { after } from "next/server";
import { leadRecordCopy } from "@/content/lead-record";
import { leadStatusCopy } from "@/content/lead-status";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { getDb } from "@/lib/db";
import { kickOutbox } from "@/lib/outbox/loop";
import { ownerAction } from "@/lib/settings/owner-action";
import { setFollowUpFromForm } from "./follow-up";
import { addLeadNoteFromForm } from "./notes";
import { setLeadStatusFromForm } from "./status";

// The lead.updated webhooks and conversions go out once the answer is on its way; the sweeper retries what fails.
export const setLeadStatus = ownerAction(
  async (db, check, formData) => {
    const result = await setLeadStatusFromForm(db, check, formData);
    if (result.statusChanged === "queued") after(() => kickOutbox(getDb, currentOwnerIds));
    return result;
  },
  {
    malformed: leadStatusCopy.toasts.failed,
    changed: (result) => Boolean(result.statusChanged),
    layout: true,
  },
);

// Notes and follow-ups show on the lead's page, the desk and the navigation's count: every owner page is re-rendered.
export const addLeadNote = ownerAction(addLeadNoteFromForm, {
  malformed: leadRecordCopy.notes.failed,
  changed: (result) => Boolean(result.noteAdded),
  layout: true,
});

export const setLeadFollowUp = ownerAction(setFollowUpFromForm, {
  malformed: leadRecordCopy.followUp.failed,
  changed: (result) => Boolean(result.followUpChanged),
  layout: true,
});
