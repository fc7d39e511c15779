import "server-only";
import { getDb } from "@/lib/db";
import { readImage } from "./image-store";

/**
 * A picture from our own origin: named by its content's hash, so it can be cached for a year and never revalidated;
 * served as the WebP it was re-encoded to, never sniffed as anything else.
 */
export async function serveImage(file: string): Promise<Response> {
  const match = /^([a-f0-9]{32})\.webp$/.exec(file);
  const notFound = () => new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  if (!match) return notFound();
  const image = await readImage(await getDb(), match[1]!);
  if (!image) return notFound();
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "content-type": "image/webp",
      "content-length": String(image.bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${match[1]}"`,
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
    },
  });
}
