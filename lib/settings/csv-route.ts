import { csvExport } from "@/content/settings";
import { getOwner } from "@/lib/auth";
import { isSameOriginRequest } from "./origin";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** A CSV download for the signed-in owner only, asked for from this site; the body is built after both checks. */
export async function ownerCsvResponse(
  request: Request,
  filename: string,
  body: () => Promise<BodyInit> | BodyInit,
): Promise<Response> {
  const owner = await getOwner();
  if (!owner.ok) return text(csvExport.notAuthenticated, 401);
  if (!isSameOriginRequest(request.headers)) return text(csvExport.forbidden, 403);
  return new Response(await body(), {
    headers: {
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
