import "server-only";
import { siteEditorCopy } from "@/content/site-editor";
import { checkImage, MAX_IMAGE_BYTES, type CheckedImage, type ImageKind } from "./image-check";

/** A picture sent in the same post as its item's fields: none chosen, checked and re-encoded, or refused (why). */
export type PictureRead = { ok: true; image: CheckedImage | null } | { ok: false; error: string };

/**
 * The picture in `field` of a form, held to the same checks as the upload route (lib/site-facts/image-check.ts):
 * refused, it is a field error like any other, and the form publishes nothing.
 */
export async function readPicture(
  formData: FormData,
  field: string,
  kind: ImageKind,
  required: boolean,
): Promise<PictureRead> {
  const errors = siteEditorCopy.photoErrors;
  const file = formData.get(field);
  if (!(file instanceof File) || file.size === 0)
    return required ? { ok: false, error: errors.empty } : { ok: true, image: null };
  // Said before a byte is read into memory.
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: errors.tooLarge };
  const result = await checkImage(new Uint8Array(await file.arrayBuffer()), kind);
  return result.ok ? { ok: true, image: result.image } : { ok: false, error: errors[result.problem] };
}

export const refOf = ({ id, width, height }: CheckedImage) => ({ id, width, height });
