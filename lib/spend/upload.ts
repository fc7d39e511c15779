import "server-only";
import { getOwner } from "@/lib/auth";
import { bodyBytesAtMost, MAX_FORM_PARTS, multipartBoundary } from "@/lib/body-limits";
import { getDb } from "@/lib/db";
import { errorText, logEvent } from "@/lib/log";
import { readMoneySettings } from "@/lib/money/settings";
import { requestHost } from "@/lib/request/origin";
import { textResponse } from "@/lib/text-response";
import { parseSpendFile } from "./formats";
import { decodeExport } from "./read-csv";
import { logRefusedSpend, storeSpend } from "./store";

/** An upload's largest body: a year of daily spend for hundreds of campaigns is a few MB. */
export const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;
export const SPEND_PAGE = "/settings/spend";

/** A form post from this site's own page: an Origin naming this host (browsers send one with every form POST). */
function isOwnFormPost(headers: Headers) {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const origin = headers.get("origin");
  try {
    return Boolean(origin) && new URL(origin!).host === requestHost(headers);
  } catch {
    return false;
  }
}

/** Every part but the first follows a CRLF "--": an upper bound on the parts, counted before anything parses them. */
function partBreaks(body: Buffer): number {
  let count = 0;
  for (let at = body.indexOf("\r\n--"); at !== -1; at = body.indexOf("\r\n--", at + 4)) count++;
  return count;
}

const backTo = (request: Request, id: string) =>
  new Response(null, {
    status: 303,
    headers: { location: `${SPEND_PAGE}?import=${id}#upload`, "cache-control": "no-store" },
  });

/**
 * A spend file posted from /settings/spend (multipart, works without JavaScript): the owner and origin checked, the
 * body capped, the file parsed whole and stored or refused whole; either way the outcome is logged and the browser
 * sent back to the page that shows it (303), where a reload posts nothing again.
 */
export async function receiveSpendUpload(request: Request): Promise<Response> {
  if (!isOwnFormPost(request.headers))
    return textResponse("Uploads are accepted from this site's own page.", 403);
  const type = request.headers.get("content-type") ?? "";
  if (!multipartBoundary(type)) return textResponse("Send the upload form as multipart/form-data.", 400);
  try {
    const owner = await getOwner();
    if (!owner.ok) return textResponse("Sign in to upload spend.", 401);
    const body = await bodyBytesAtMost(request, MAX_UPLOAD_BYTES);
    if (!body) return textResponse("The file is too large (at most 16 MB).", 413);
    if (partBreaks(body) > MAX_FORM_PARTS) return textResponse("Too many form fields.", 413);
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } })
      .formData()
      .catch(() => null);
    if (!form || [...form.keys()].length > MAX_FORM_PARTS)
      return textResponse("Malformed or unsupported multipart form.", 400);
    const db = await getDb();
    const source = String(form.get("source") ?? "").slice(0, 100);
    const file = form.get("file");
    const meta = { source: source.trim().toLowerCase(), format: "unknown", fileName: null as string | null };
    if (!(file instanceof Blob) || file.size === 0) {
      const refused = await logRefusedSpend(db, meta, ["Choose a file to upload."]);
      return backTo(request, refused.id);
    }
    meta.fileName = "name" in file && typeof file.name === "string" ? file.name.slice(0, 200) : null;
    const { currency } = await readMoneySettings(db);
    const started = performance.now();
    const parsed = parseSpendFile(decodeExport(new Uint8Array(await file.arrayBuffer())), {
      source,
      currency,
    });
    if (parsed.format) meta.format = parsed.format;
    if (!parsed.ok) return backTo(request, (await logRefusedSpend(db, meta, parsed.problems)).id);
    const outcome = await storeSpend(db, meta, parsed.rows);
    logEvent("info", "spend_imported", {
      format: parsed.format,
      rows: parsed.records,
      ms: Math.round(performance.now() - started),
    });
    return backTo(request, outcome.id);
  } catch (error) {
    logEvent("error", "spend_upload_failed", { error: errorText(error) });
    return textResponse("The upload could not be stored just now; nothing was imported. Try again.", 503);
  }
}
