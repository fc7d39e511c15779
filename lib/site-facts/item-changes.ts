import "server-only";
import type { ToastMessage } from "@/content/forms";
import { siteEditorCopy as copy } from "@/content/site-editor";
import { readFounderForm, readLogoForm, readTestimonialForm, type FormRead } from "./forms";
import type { CheckedImage } from "./image-check";
import { readPicture, refOf, type PictureRead } from "./picture-field";
import { LIMITS, type OwnerFacts } from "./schema";

export type Edit = (facts: OwnerFacts) => OwnerFacts;
/** An edit, and the pictures it shows that are new: stored in the same transaction as the publish. */
export type Change = { edit: Edit; images: CheckedImage[] };
export type ListName = "testimonials" | "founders" | "logos";

/** An edit that cannot apply to the facts as they are now (a full list, an item deleted meanwhile). */
export class Refused extends Error {
  constructor(readonly toast: ToastMessage) {
    super(toast.title);
  }
}

/** Adds (at the top: the newest is the one an ad page shows first) or updates one item of a list. */
function upsert<T extends { id: string }>(list: T[], item: T, isNew: boolean, max: number): T[] {
  if (isNew) {
    if (list.length >= max) throw new Refused(copy.toasts.full(max));
    return [item, ...list];
  }
  if (!list.some((old) => old.id === item.id)) throw new Refused(copy.toasts.notFound);
  return list.map((old) => (old.id === item.id ? { ...old, ...item } : old));
}

/**
 * The item's fields and its picture, read together: any field wrong or the picture refused, and the whole post is
 * refused, every reason beside its field (nothing stored, nothing published).
 */
function withPicture<T>(
  form: FormRead<T>,
  picture: PictureRead,
  field: string,
): FormRead<{ item: T; image: CheckedImage | null }> {
  const fieldErrors = form.ok ? {} : { ...form.fieldErrors };
  if (!picture.ok) fieldErrors[field] = picture.error;
  if (!form.ok || !picture.ok) return { ok: false, fieldErrors, values: form.values };
  return { ok: true, values: form.values, value: { item: form.value, image: picture.image } };
}

/**
 * A testimonial's or founder's form, read by `readForm`: a new one may bring its photo in the same post, checked with
 * its fields.
 */
async function readPersonChange<T extends { id: string; isNew: boolean }>(
  formData: FormData,
  readForm: (formData: FormData) => FormRead<T>,
  list: "testimonials" | "founders",
): Promise<FormRead<Change>> {
  const fields = readForm(formData);
  const isNew = fields.ok ? fields.value.isNew : !formData.get("id");
  const picture = isNew
    ? await readPicture(formData, "photo", "portrait", false)
    : { ok: true as const, image: null };
  const form = withPicture(fields, picture, "photo");
  if (!form.ok) return form;
  const { item: read, image } = form.value;
  const { isNew: _isNew, ...item } = read;
  const person = { ...item, ...(image ? { photo: refOf(image) } : {}) };
  return {
    ...form,
    value: {
      images: image ? [image] : [],
      edit: (facts) => ({
        ...facts,
        [list]: upsert<{ id: string }>(facts[list] ?? [], person, read.isNew, LIMITS[list]),
      }),
    },
  };
}

export const readTestimonialChange = (formData: FormData) =>
  readPersonChange(formData, readTestimonialForm, "testimonials");

export const readFounderChange = (formData: FormData) =>
  readPersonChange(formData, readFounderForm, "founders");

/** A new client logo: its name, optional link and (required) picture, all in one post. */
export async function readLogoChange(formData: FormData): Promise<FormRead<Change>> {
  const form = withPicture(
    readLogoForm(formData),
    await readPicture(formData, "image", "logo", true),
    "image",
  );
  if (!form.ok) return form;
  const { item, image } = form.value;
  const logo = { ...item, image: refOf(image!) };
  return {
    ...form,
    value: {
      images: [image!],
      edit: (facts) => ({ ...facts, logos: upsert(facts.logos ?? [], logo, true, LIMITS.logos) }),
    },
  };
}

/** Deletes one testimonial, founder or logo (its picture is erased with it: lib/site-facts/image-store.ts). */
export function deleteItem(formData: FormData): Edit {
  const named = formData.get("list");
  const list: ListName = named === "founders" || named === "logos" ? named : "testimonials";
  const id = String(formData.get("id") ?? "");
  return (facts) => {
    const items: { id: string }[] = facts[list] ?? [];
    if (!items.some((item) => item.id === id)) throw new Refused(copy.toasts.notFound);
    return { ...facts, [list]: items.filter((item) => item.id !== id) };
  };
}
