import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { siteEditorCopy } from "@/content/site-editor";

import { MAX_IMAGE_BYTES } from "./picture-limits";

/** An upload's own limit (every other request keeps 1 MB: lib/body-limits.ts). */
export { MAX_IMAGE_BYTES };
/** Pixels a picture may declare: a 24-megapixel camera photo passes; a decompression bomb does not get decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const MAX_SIDE = 12_000;

export type ImageKind = "portrait" | "logo";

/** What each picture is re-encoded to: the size the pages draw it at, twice over for sharp screens. */
const OUTPUT: Record<ImageKind, { width: number; height: number; fit: "cover" | "inside" }> = {
  portrait: { width: 320, height: 320, fit: "cover" },
  logo: { width: 400, height: 200, fit: "inside" },
};

export type ImageProblem = keyof typeof siteEditorCopy.photoErrors;
export type CheckedImage = { id: string; bytes: Buffer; width: number; height: number };

/** The format its first bytes say, whatever the file is called: only JPEG, PNG and WebP. */
export function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

/**
 * Checks an upload and re-encodes it: the bytes decide the format (an SVG or anything else is refused), the size it
 * declares is checked before any pixel is decoded, and what is stored is a fresh WebP at the page's size, with no
 * metadata (location, camera) and nothing the original carried beside its pixels (a polyglot's payload).
 */
export async function checkImage(
  bytes: Uint8Array,
  kind: ImageKind,
): Promise<{ ok: true; image: CheckedImage } | { ok: false; problem: ImageProblem }> {
  if (bytes.byteLength === 0) return { ok: false, problem: "empty" };
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, problem: "tooLarge" };
  const format = sniffImage(bytes);
  if (!format) return { ok: false, problem: "notImage" };
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" as const, pages: 1 };
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    // The header only: no limit yet, so a bomb's declared size is read and named rather than failing as unreadable.
    meta = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  if (meta.format !== format) return { ok: false, problem: "notImage" };
  const { width = 0, height = 0 } = meta;
  if (!width || !height) return { ok: false, problem: "unreadable" };
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_IMAGE_PIXELS)
    return { ok: false, problem: "tooManyPixels" };
  const out = OUTPUT[kind];
  try {
    const { data, info } = await sharp(bytes, input)
      .rotate()
      .resize(out.width, out.height, { fit: out.fit, withoutEnlargement: out.fit === "inside" })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const id = createHash("sha256").update(data).digest("hex").slice(0, 32);
    return { ok: true, image: { id, bytes: data, width: info.width, height: info.height } };
  } catch {
    // A truncated or corrupt file fails here, at its first bad byte.
    return { ok: false, problem: "unreadable" };
  }
}
