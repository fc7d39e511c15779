"use server";

import "server-only";
import { after } from "next/server";
import { privacyCopy } from "@/content/privacy-requests";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { getDb } from "@/lib/db";
import { kickOutbox } from "@/lib/outbox/loop";
import { ownerAction } from "@/lib/settings/owner-action";
import { erasePersonData, findPersonData } from "./request";

export const findPerson = ownerAction(findPersonData, { malformed: privacyCopy.toasts.failed });

// The lead.deleted webhooks go out once the answer is on its way; the sweeper retries what fails.
export const erasePerson = ownerAction(
  async (db, check, formData) => {
    const result = await erasePersonData(db, check, formData);
    if (result.erased) after(() => kickOutbox(getDb, currentOwnerIds));
    return result;
  },
  { malformed: privacyCopy.toasts.failed, changed: (result) => Boolean(result.erased) },
);
