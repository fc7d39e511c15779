"use server";

import "server-only";
import { after } from "next/server";
import { leadStatusCopy } from "@/content/lead-status";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { getDb } from "@/lib/db";
import { kickOutbox } from "@/lib/outbox/loop";
import { ownerAction } from "@/lib/settings/owner-action";
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
