import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { leadRecordCopy, NOTE_MAX } from "@/content/lead-record";
import type { Database } from "@/lib/db/open";
import { leadNotes, leads } from "@/lib/db/schema";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";

const copy = leadRecordCopy.notes;

const noteSchema = z.object({
  leadId: z.uuid(),
  // Line endings as one kind, so the bound counts what the owner sees.
  body: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, copy.empty).max(NOTE_MAX, copy.tooLong(NOTE_MAX))),
});

export type NoteState = OwnerState & { noteAdded?: boolean };

/** The note form's post: `leadId` and `body`; an empty or overlong body is a message beside the field, nothing stored. */
export const addLeadNoteFromForm: OwnerTask<NoteState> = (db, check, formData) => {
  const body = String(formData.get("body") ?? "");
  return asOwner<NoteState>(
    check,
    { event: "lead_note_failed", toast: copy.failed, values: { body } },
    async (owner) => {
      const parsed = noteSchema.safeParse({ leadId: formData.get("leadId"), body });
      if (!parsed.success) {
        const fieldErrors = z.flattenError(parsed.error).fieldErrors;
        if (fieldErrors.leadId) return failed(copy.unknownLead);
        const message = fieldErrors.body?.[0] ?? copy.empty;
        return failed(copy.invalid(message), { fieldErrors: { body: message }, values: { body } });
      }
      const { leadId } = parsed.data;
      const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
      if (!lead) return failed(copy.unknownLead);
      await db.insert(leadNotes).values({ leadId, body: parsed.data.body, author: owner.email });
      return succeeded(copy.added, { noteAdded: true });
    },
  );
};

/** A lead's notes, oldest first, as its timeline lists them. */
export const notesOf = (db: Database, leadId: string) =>
  db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(leadNotes.createdAt, leadNotes.id);

/** The latest note of each of these leads (one row per lead that has any). */
export async function latestNotes(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return new Map<string, typeof leadNotes.$inferSelect>();
  const rows = await db
    .selectDistinctOn([leadNotes.leadId])
    .from(leadNotes)
    .where(inArray(leadNotes.leadId, leadIds))
    .orderBy(leadNotes.leadId, desc(leadNotes.createdAt));
  return new Map(rows.map((note) => [note.leadId, note]));
}
