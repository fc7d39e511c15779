import { csvExport } from "@/content/settings";
import { getOwner } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { leadsCsvStream } from "@/lib/settings/leads-csv";
import { isSameOriginRequest } from "@/lib/settings/origin";

export const dynamic = "force-dynamic";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** Every lead as CSV, for the signed-in owner only. */
export async function GET(request: Request) {
  const owner = await getOwner();
  if (!owner.ok) return text(csvExport.notAuthenticated, 401);
  if (!isSameOriginRequest(request.headers)) return text(csvExport.forbidden, 403);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsvStream(await getDb()), {
    headers: {
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="${csvExport.filename(date)}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
