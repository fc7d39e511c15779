import { buttonClasses } from "@/components/ui/button";
import { Portrait } from "@/components/ui/portrait";
import { PHOTO_UPLOAD_PATH } from "@/lib/body-limits";
import { siteEditorCopy as copy } from "@/content/site-editor";
import { imageUrl } from "@/lib/site-facts/image-url";
import type { PhotoNotice } from "@/lib/site-facts/photo-notice";
import { photoAnchor } from "@/lib/site-facts/photo-notice";
import type { ImageRef } from "@/lib/site-facts/schema";

type Props = {
  list: "testimonials" | "founders";
  id: string;
  name: string;
  photo?: ImageRef;
  notice?: PhotoNotice | null;
};

/**
 * A person's photo: a plain multipart form to the upload route (5 MB there, 1 MB for everything else), the same with
 * or without JavaScript; the outcome comes back beside it.
 */
export function PhotoForm({ list, id, name, photo, notice }: Props) {
  const anchor = photoAnchor(id);
  const inputId = `${anchor}-file`;
  return (
    <div id={anchor} className="scroll-mt-20 space-y-3 border-t border-border pt-5">
      <PhotoNoticeLine notice={notice} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Portrait
          name={name}
          photo={photo && { src: imageUrl(photo.id), width: photo.width, height: photo.height }}
          className="size-16 text-lg"
        />
        <form
          action={PHOTO_UPLOAD_PATH}
          method="post"
          encType="multipart/form-data"
          className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="list" value={list} />
          <input type="hidden" name="id" value={id} />
          <div className="flex-1 space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-foreground">
              {copy.photo.label}
            </label>
            <input
              id={inputId}
              type="file"
              name="photo"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full text-sm"
            />
          </div>
          <button type="submit" name="intent" value="upload" className={buttonClasses("secondary", "sm")}>
            {copy.photo.upload}
          </button>
          {photo && (
            <button type="submit" name="intent" value="remove" className={buttonClasses("ghost", "sm")}>
              {copy.photo.remove}
            </button>
          )}
        </form>
      </div>
      {!photo && <p className="text-sm text-muted-foreground">{copy.photo.none}</p>}
    </div>
  );
}

export function PhotoNoticeLine({ notice }: { notice?: PhotoNotice | null }) {
  if (!notice) return null;
  if (notice === "saved")
    return (
      <p role="status" className="rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm">
        {copy.photoSaved}
      </p>
    );
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
      {copy.photoErrors[notice]}
    </p>
  );
}
