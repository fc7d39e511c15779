import "server-only";
import { updateTag } from "next/cache";
import { draftMode } from "next/headers";
import type { ToastMessage } from "@/content/forms";
import { siteEditorCopy as copy } from "@/content/site-editor";
import type { Owner } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";
import { readCompanyForm, readFounderForm, readProofForm, readTestimonialForm, type FormRead } from "./forms";
import { SITE_FACTS_TAG } from "./published";
import { LIMITS, type OwnerFacts } from "./schema";
import { editAndPublish, editDraft, publishFacts, readDraft, restoreVersion } from "./store";

type Edit = (facts: OwnerFacts) => OwnerFacts;

/** An edit that cannot apply to the facts as they are now (a full list, an item deleted meanwhile). */
class Refused extends Error {
  constructor(readonly toast: ToastMessage) {
    super(toast.title);
  }
}

/** Every page that shows a fact carries SITE_FACTS_TAG: expiring it here makes the next request render afresh. */
function pagesChanged() {
  updateTag(SITE_FACTS_TAG);
}

/** Publish (live on every page at once) or Preview (the owner's draft, shown in draft mode only). */
async function apply(db: Database, owner: Owner, formData: FormData, edit: Edit): Promise<OwnerState> {
  try {
    if (formData.get("intent") === "preview") {
      await editDraft(db, owner.email, edit);
      (await draftMode()).enable();
      return succeeded(copy.toasts.previewing);
    }
    await editAndPublish(db, owner.email, edit);
  } catch (error) {
    if (error instanceof Refused) return failed(error.toast);
    throw error;
  }
  pagesChanged();
  return succeeded(copy.toasts.published);
}

/** A form's edit, applied whole or (any field wrong) not at all, its errors beside their fields. */
const formTask =
  (event: string, read: (formData: FormData) => FormRead<Edit>): OwnerTask =>
  (db, check, formData) => {
    const form = read(formData);
    return asOwner(check, { event, toast: copy.toasts.failed, values: flat(form.values) }, async (owner) => {
      if (!form.ok)
        return failed(copy.toasts.invalid, { fieldErrors: form.fieldErrors, values: form.values });
      return apply(db, owner, formData, form.value);
    });
  };

const flat = (values: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]));

export const publishCompanyFacts = formTask("site_facts_company_failed", readCompanyForm);
export const publishProofFacts = formTask("site_facts_proof_failed", readProofForm);

/** Adds (at the top: the newest is the one an ad page shows first) or updates one item of a list. */
function upsert<T extends { id: string }>(list: T[], item: T, isNew: boolean, max: number): T[] {
  if (isNew) {
    if (list.length >= max) throw new Refused(copy.toasts.full(max));
    return [item, ...list];
  }
  if (!list.some((old) => old.id === item.id)) throw new Refused(copy.toasts.notFound);
  return list.map((old) => (old.id === item.id ? { ...old, ...item } : old));
}

export const publishTestimonial = formTask("site_facts_testimonial_failed", (formData) => {
  const form = readTestimonialForm(formData);
  if (!form.ok) return form;
  const { isNew, ...item } = form.value;
  return {
    ...form,
    value: (facts) => ({
      ...facts,
      testimonials: upsert(facts.testimonials ?? [], item, isNew, LIMITS.testimonials),
    }),
  };
});

export const publishFounder = formTask("site_facts_founder_failed", (formData) => {
  const form = readFounderForm(formData);
  if (!form.ok) return form;
  const { isNew, ...item } = form.value;
  return {
    ...form,
    value: (facts) => ({ ...facts, founders: upsert(facts.founders ?? [], item, isNew, LIMITS.founders) }),
  };
});

/** Deletes one testimonial or founder (its photo goes with it: lib/site-facts/images.ts keeps only what is used). */
export const deleteListItem: OwnerTask = (db, check, formData) =>
  asOwner(check, { event: "site_facts_delete_failed", toast: copy.toasts.failed }, async (owner) => {
    const list = formData.get("list") === "founders" ? "founders" : "testimonials";
    const id = String(formData.get("id") ?? "");
    return apply(db, owner, formData, (facts) => {
      const items: { id: string }[] = facts[list] ?? [];
      if (!items.some((item) => item.id === id)) throw new Refused(copy.toasts.notFound);
      return { ...facts, [list]: items.filter((item) => item.id !== id) };
    });
  });

export const restoreSiteVersion: OwnerTask = (db, check, formData) =>
  asOwner(check, { event: "site_facts_restore_failed", toast: copy.toasts.failed }, async (owner) => {
    const id = Number(formData.get("version"));
    const restored = Number.isSafeInteger(id) && id > 0 ? await restoreVersion(db, id, owner.email) : null;
    if (!restored) return failed(copy.toasts.notFound);
    pagesChanged();
    return succeeded(copy.toasts.restored(id));
  });

/** The preview's draft made live as it stands. */
export const publishDraft: OwnerTask = (db, check) =>
  asOwner(check, { event: "site_facts_publish_draft_failed", toast: copy.toasts.failed }, async (owner) => {
    const draft = await readDraft(db);
    if (draft) await publishFacts(db, draft, owner.email);
    (await draftMode()).disable();
    pagesChanged();
    return succeeded(copy.toasts.published);
  });

export const endPreview: OwnerTask = (_db, check) =>
  asOwner(check, { event: "site_facts_end_preview_failed" }, async () => {
    (await draftMode()).disable();
    return succeeded(copy.toasts.previewEnded);
  });
