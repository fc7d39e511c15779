import "server-only";
import { NextResponse } from "next/server";
import type { ImageProblem } from "./image-check";
import { SITE_EDITOR_PATH } from "./anchors";

/** Where a notice goes when the upload named no testimonial or founder (refused before it was read). */
export const PHOTOS_ANCHOR = "photos";
export const photoAnchor = (id: string) => `photo-${id.replace(/[^a-z0-9]/g, "")}`;

/** The cookie that carries an upload's outcome back to the editor (a code, never text: the page words it). */
export const PHOTO_NOTICE_COOKIE = "site_photo_notice";
export type PhotoNotice = ImageProblem | "missing" | "failed" | "saved";

const CODES = new Set<string>([
  "empty",
  "tooLarge",
  "notImage",
  "tooManyPixels",
  "unreadable",
  "missing",
  "failed",
  "saved",
]);

/**
 * Back to the editor after an upload posted without JavaScript: a 303, with the outcome in a short-lived cookie that
 * the page shows once (the query names which notice, so reloading the editor later shows none).
 */
export function photoNoticeRedirect(requestUrl: string, notice: PhotoNotice, anchor = PHOTOS_ANCHOR) {
  const key = crypto.randomUUID().slice(0, 8);
  // Absolute, as Next's proxy requires; it sends it relative, so the owner stays on the host they used.
  const location = new URL(`${SITE_EDITOR_PATH}?notice=${key}#${anchor}`, requestUrl);
  const response = NextResponse.redirect(location, 303);
  response.cookies.set(PHOTO_NOTICE_COOKIE, `${key}.${notice}.${anchor}`, {
    httpOnly: true,
    sameSite: "lax",
    path: SITE_EDITOR_PATH,
    maxAge: 60,
    secure: location.protocol === "https:",
  });
  return response;
}

/** The notice for this visit of the editor, when its key matches the one in the address, and where it belongs. */
export function readPhotoNotice(
  cookie: string | undefined,
  key: string | undefined,
): { notice: PhotoNotice; anchor: string } | null {
  if (!cookie || !key) return null;
  const [cookieKey, code, anchor = PHOTOS_ANCHOR] = cookie.split(".");
  if (cookieKey !== key || !code || !CODES.has(code) || !/^[a-z0-9-]{1,60}$/.test(anchor)) return null;
  return { notice: code as PhotoNotice, anchor };
}
