import "server-only";
import { updateTag } from "next/cache";
import { draftMode } from "next/headers";
import { siteEditorCopy as copy } from "@/content/site-editor";
import type { Owner } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";
import { errorText, logEvent } from "@/lib/log";
import { readCompanyForm, readProofForm, type FormRead } from "./forms";
import { pruneImages } from "./image-store";
import {
  deleteItem,
  readFounderChange,
  readLogoChange,
  readTestimonialChange,
  Refused,
  type Change,
  type Edit,
} from "./item-changes";
import { SITE_FACTS_TAG } from "./published";
import { editAndPublish, editDraft, publishFacts, readDraft, restoreVersion } from "./store";

/** Every page that shows a fact carries SITE_FACTS_TAG: expiring it here makes the next request render afresh. */
function pagesChanged() {
  updateTag(SITE_FACTS_TAG);
}

/**
 * Publish (live on every page at once) or Preview (the owner's draft, shown in draft mode only); the new pictures the
 * change shows are stored in the same transaction.
 */
async function apply(
  db: Database,
  owner: Owner,
  formData: FormData,
  { edit, images }: Change,
): Promise<OwnerState> {
  try {
    if (formData.get("intent") === "preview") {
      await editDraft(db, owner.email, edit, images);
      (await draftMode()).enable();
      return succeeded(copy.toasts.previewing);
    }
    await editAndPublish(db, owner.email, edit, images);
  } catch (error) {
    if (error instanceof Refused) return failed(error.toast);
    throw error;
  }
  pagesChanged();
  // A picture nothing shows any more (its testimonial or logo deleted) is erased; published either way.
  await pruneImages(db).catch((error: unknown) =>
    logEvent("warn", "site_images_prune_failed", { error: errorText(error) }),
  );
  return succeeded(copy.toasts.published);
}

const edited = (read: (formData: FormData) => FormRead<Edit>) => async (formData: FormData) => {
  const form = read(formData);
  return form.ok ? { ...form, value: { edit: form.value, images: [] } } : form;
};

/** A form's change, applied whole or (any field wrong, its picture refused) not at all, each error beside its field. */
const formTask =
  (event: string, read: (formData: FormData) => Promise<FormRead<Change>>): OwnerTask =>
  async (db, check, formData) => {
    // A picture is decoded for the signed-in owner only.
    const form = check.ok ? await read(formData) : null;
    const values = form ? flat(form.values) : undefined;
    return asOwner(check, { event, toast: copy.toasts.failed, values }, async (owner) => {
      if (!form?.ok)
        return failed(copy.toasts.invalid, { fieldErrors: form?.fieldErrors, values: form?.values });
      return apply(db, owner, formData, form.value);
    });
  };

const flat = (values: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]));

export const publishCompanyFacts = formTask("site_facts_company_failed", edited(readCompanyForm));
export const publishProofFacts = formTask("site_facts_proof_failed", edited(readProofForm));
export const publishTestimonial = formTask("site_facts_testimonial_failed", readTestimonialChange);
export const publishFounder = formTask("site_facts_founder_failed", readFounderChange);
export const publishLogo = formTask("site_facts_logo_failed", readLogoChange);

/** Deletes one testimonial, founder or logo, and with it its picture. */
export const deleteListItem: OwnerTask = (db, check, formData) =>
  asOwner(check, { event: "site_facts_delete_failed", toast: copy.toasts.failed }, (owner) =>
    apply(db, owner, formData, { edit: deleteItem(formData), images: [] }),
  );

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
