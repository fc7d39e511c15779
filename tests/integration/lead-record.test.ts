import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { leadNotes, leads, leadStatusChanges } from "@/lib/db/schema";
import { erasePerson } from "@/lib/privacy/erase";
import { personExport } from "@/lib/privacy/export";
import { findPerson } from "@/lib/privacy/find";
import { parsePerson } from "@/lib/privacy/person";
import { leadDesk } from "@/lib/settings/leads/desk";
import { leadDetail } from "@/lib/settings/leads/detail";
import { setFollowUpFromForm } from "@/lib/settings/leads/follow-up";
import { followUpsDue, followUpsDueCount } from "@/lib/settings/leads/follow-ups";
import { addLeadNoteFromForm } from "@/lib/settings/leads/notes";
import { contactLead, demoLead, formData } from "../support/leads";
import { backends, openForTests } from "./databases";

const OWNER: OwnerCheck = { ok: true, owner: { id: "local:owner@example.com", email: "owner@example.com" } };
const SIGNED_OUT: OwnerCheck = { ok: false, reason: "signed-out" };

/** The owner's wall time (Pacific) `days` from today at `time`, as a datetime-local input sends it. */
function pacificDay(days: number, now = new Date()) {
  const day = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(day);
}

describe.each(backends())("a lead's notes and follow-ups, on $name", (backend) => {
  let db: Database;
  let id: string;
  openForTests(backend, (opened) => (db = opened));
  beforeAll(async () => {
    const [lead] = await db
      .insert(leads)
      .values(
        demoLead({
          email: `grace.${backend.name}@example.com`,
          payload: { ...demoLead().payload, phone: "+15415550101" },
        }),
      )
      .returning();
    id = lead!.id;
  });

  const note = (body: string, leadId = id, check: OwnerCheck = OWNER) =>
    addLeadNoteFromForm(db, check, formData({ leadId, body }));
  const notes = () => db.select().from(leadNotes).where(eq(leadNotes.leadId, id));

  it("adds a note, trimmed, with its author and time, to the lead's timeline", async () => {
    const before = Date.now();
    const result = await note("  Called: wants a quote by Friday.\r\nSend the deck.  ");
    expect(result).toMatchObject({ status: "success", noteAdded: true, toast: { title: "Note added" } });
    const detail = await leadDetail(db, id);
    expect(detail!.notes).toHaveLength(1);
    expect(detail!.notes[0]).toMatchObject({
      body: "Called: wants a quote by Friday.\nSend the deck.",
      author: "owner@example.com",
    });
    expect(detail!.notes[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("refuses an empty note, a note over 5,000 characters, an unknown lead and a signed-out post; stores nothing", async () => {
    const empty = await note("   \n  ");
    expect(empty).toMatchObject({
      status: "error",
      fieldErrors: { body: "Write the note first: it is empty." },
    });
    const long = "x".repeat(5001);
    const tooLong = await note(long);
    expect(tooLong.fieldErrors?.body).toBe("A note can be up to 5,000 characters; shorten it.");
    // The typed text comes back, so a page re-rendered without JavaScript keeps it.
    expect(tooLong.values?.body).toBe(long);
    expect((await note("x".repeat(5000))).status).toBe("success");
    expect(await note("Hello", randomUUID())).toMatchObject({
      status: "error",
      toast: { description: "That lead no longer exists (it may have been erased)." },
    });
    expect((await note("Hello", "not-a-uuid")).status).toBe("error");
    expect((await note("Hello", id, SIGNED_OUT)).status).toBe("error");
    expect(await notes()).toHaveLength(2);
  });

  it("keeps a note as text: markup is stored as typed, never as HTML", async () => {
    await note('<img src=x onerror="alert(1)">');
    const last = (await notes()).at(-1)!;
    expect(last.body).toBe('<img src=x onerror="alert(1)">');
  });

  const followUp = (fields: Record<string, string>, check: OwnerCheck = OWNER) =>
    setFollowUpFromForm(db, check, formData({ leadId: id, intent: "save", ...fields }));
  const storedFollowUp = async () =>
    (await db.select({ at: leads.followUpAt }).from(leads).where(eq(leads.id, id)))[0]!.at;

  it("sets a follow-up in the owner's time zone, and clears it", async () => {
    const tomorrow = pacificDay(1);
    const result = await followUp({ followUpAt: `${tomorrow}T09:30` });
    expect(result).toMatchObject({
      status: "success",
      followUpChanged: true,
      toast: { title: "Follow-up saved" },
    });
    const at = (await storedFollowUp())!;
    const wall = at.toLocaleString("en-CA", {
      timeZone: "America/Los_Angeles",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(wall).toBe(`${tomorrow}, 09:30`);
    expect(await followUp({ intent: "clear", followUpAt: "" })).toMatchObject({
      status: "success",
      toast: { title: "Follow-up cleared" },
    });
    expect(await storedFollowUp()).toBeNull();
  });

  it("refuses a time that is not one, a day before today, a day years away; the stored follow-up stays", async () => {
    await followUp({ followUpAt: `${pacificDay(2)}T08:00` });
    const kept = await storedFollowUp();
    for (const [value, message] of [
      ["", "Enter a day and a time, such as 2026-12-01 09:30."],
      ["tomorrow", "Enter a day and a time, such as 2026-12-01 09:30."],
      ["2027-02-30T10:00", "Enter a day and a time, such as 2026-12-01 09:30."],
      ["2027-01-01T25:00", "Enter a day and a time, such as 2026-12-01 09:30."],
      [`${pacificDay(-2)}T10:00`, "Pick today or a later day."],
      ["2099-01-01T10:00", "Pick a day within the next two years."],
    ] as const) {
      const result = await followUp({ followUpAt: value });
      expect(result, value).toMatchObject({ status: "error", fieldErrors: { followUpAt: message } });
      expect(result.values?.followUpAt).toBe(value);
    }
    expect(await storedFollowUp()).toEqual(kept);
    expect((await followUp({ followUpAt: `${pacificDay(1)}T10:00` }, SIGNED_OUT)).status).toBe("error");
    expect(
      (
        await setFollowUpFromForm(
          db,
          OWNER,
          formData({ leadId: randomUUID(), followUpAt: `${pacificDay(1)}T10:00` }),
        )
      ).toast?.description,
    ).toBe("That lead no longer exists (it may have been erased).");
  });

  it("puts a follow-up on the desk from its day on, and counts it for the navigation", async () => {
    await db.update(leads).set({ status: "contacted" }).where(eq(leads.id, id));
    await db.insert(leadStatusChanges).values({
      leadId: id,
      fromStatus: "new",
      toStatus: "contacted",
      changedAt: new Date(Date.now() - 2 * 3_600_000),
    });
    await followUp({ followUpAt: `${pacificDay(1)}T09:00` });
    const now = new Date();
    expect(await followUpsDueCount(db, now)).toBe(0);
    const today = await leadDesk(db, now);
    expect(today.due).toHaveLength(0);
    // Answered: listed by its last action (the latest note, written after the status change) and its next follow-up.
    const listed = today.open.find((item) => item.lead.id === id)!;
    expect(listed.lastAction).toMatchObject({ kind: "note", body: '<img src=x onerror="alert(1)">' });
    expect(listed.lead.followUpAt).toEqual(await storedFollowUp());

    const nextDay = new Date(now.getTime() + 86_400_000);
    expect(await followUpsDueCount(db, nextDay)).toBe(1);
    const desk = await leadDesk(db, nextDay);
    expect(desk.due.map((item) => item.lead.id)).toEqual([id]);
    // Due all that day, also before its hour (9:00): the due list and the item's words agree at any time of day.
    expect(desk.due[0]).toMatchObject({ followUpDue: true, followUpOverdue: false });
    // 7.5 hours before its 9:00 is early the same day, whatever a daylight-saving change does to the clock.
    const earlyThatDay = new Date((await storedFollowUp())!.getTime() - 7.5 * 3_600_000);
    expect((await leadDesk(db, earlyThatDay)).due.map((item) => [item.lead.id, item.followUpDue])).toEqual([
      [id, true],
    ]);
    // Listed once: under its follow-up, not again in progress.
    expect(desk.open.some((item) => item.lead.id === id)).toBe(false);
    const dayAfter = new Date(now.getTime() + 2 * 86_400_000);
    expect((await leadDesk(db, dayAfter)).due[0]!.followUpOverdue).toBe(true);
    // A closed lead's follow-up is no longer due.
    await db.update(leads).set({ status: "lost" }).where(eq(leads.id, id));
    expect(await followUpsDue(db, dayAfter)).toHaveLength(0);
    await db.update(leads).set({ status: "contacted" }).where(eq(leads.id, id));
  });

  it("shows a status change as the last action when it is the latest", async () => {
    const [other] = await db
      .insert(leads)
      .values(contactLead({ email: `other.${backend.name}@example.com`, status: "qualified" }))
      .returning();
    await db.insert(leadNotes).values({
      leadId: other!.id,
      body: "First call",
      author: "owner@example.com",
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    });
    await db.insert(leadStatusChanges).values({
      leadId: other!.id,
      fromStatus: "contacted",
      toStatus: "qualified",
      changedAt: new Date(Date.now() - 3_600_000),
    });
    const desk = await leadDesk(db);
    const item = desk.open.find((entry) => entry.lead.id === other!.id)!;
    expect(item.lastAction).toMatchObject({ kind: "status", status: "qualified" });
  });

  it("puts the owner's notes in the person's export (without the owner's address) and erases them with the lead", async () => {
    const person = parsePerson(`grace.${backend.name}@example.com`)!;
    const data = await findPerson(db, person);
    const exported = personExport(person, data);
    expect(exported.notes.map((n) => n.body)).toContain("Called: wants a quote by Friday.\nSend the deck.");
    expect(JSON.stringify(exported.notes)).not.toContain("owner@example.com");
    await erasePerson(db, person, { keepUnsubscribed: false, webhookOwners: [] });
    expect(await notes()).toHaveLength(0);
  });
});
