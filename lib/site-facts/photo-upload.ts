import "server-only";
import { revalidateTag } from "next/cache";
import { getOwner } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { errorText, logEvent } from "@/lib/log";
import { checkImage } from "./image-check";
import { pruneImages, storeImage } from "./image-store";
import { photoAnchor, photoNoticeRedirect, type PhotoNotice } from "./photo-notice";
import { SITE_FACTS_TAG } from "./published";
import type { OwnerFacts } from "./schema";
import { editAndPublish } from "./store";

type List = "testimonials" | "founders";

class Missing extends Error {}

/** Sets (or removes) one testimonial's or founder's photo in the live facts, publishing the change. */
function withPhoto(list: List, id: string, photo: { id: string; width: number; height: number } | undefined) {
  return (facts: OwnerFacts): OwnerFacts => {
    const items: { id: string; photo?: unknown }[] = facts[list] ?? [];
    if (!items.some((item) => item.id === id)) throw new Missing();
    return { ...facts, [list]: items.map((item) => (item.id === id ? { ...item, photo } : item)) };
  };
}

/**
 * The photo form's post (multipart, with or without JavaScript): checked and re-encoded (image-check.ts), stored,
 * published on its testimonial or founder, the pages that show it regenerated; answered with a redirect back to the
 * editor, the outcome beside the photo. Every failure changes nothing.
 */
export async function handlePhotoUpload(request: Request): Promise<Response> {
  const check = await getOwner().catch(() => null);
  if (!check?.ok) return new Response("Sign in as the owner first.", { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return photoNoticeRedirect(request.url, "unreadable");
  }
  const list: List = form.get("list") === "founders" ? "founders" : "testimonials";
  const id = String(form.get("id") ?? "");
  const anchor = photoAnchor(id);
  const answer = (notice: PhotoNotice) => photoNoticeRedirect(request.url, notice, anchor);
  try {
    const db = await getDb();
    if (form.get("intent") === "remove") {
      await editAndPublish(db, check.owner.email, withPhoto(list, id, undefined));
    } else {
      const file = form.get("photo");
      if (!(file instanceof File) || file.size === 0) return answer("empty");
      const result = await checkImage(new Uint8Array(await file.arrayBuffer()), "portrait");
      if (!result.ok) return answer(result.problem);
      const { image } = result;
      await storeImage(db, image);
      await editAndPublish(
        db,
        check.owner.email,
        withPhoto(list, id, { id: image.id, width: image.width, height: image.height }),
      );
    }
    await pruneImages(db);
  } catch (error) {
    if (error instanceof Missing) return answer("missing");
    logEvent("error", "site_photo_failed", { error: errorText(error) });
    return answer("failed");
  }
  // Expired now, not served stale once: the owner's next look at a page shows the photo.
  revalidateTag(SITE_FACTS_TAG, { expire: 0 });
  return answer("saved");
}
