import "server-only";
import type { NextRequest } from "next/server";
import { textResponse } from "@/lib/text-response";
import { ingestVisit, isDrop } from "./ingest";
import { queueVisit } from "./queue";
import { tallyDrop } from "./tally";

const accepted = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

/**
 * A report from the page script: refused with a 4xx when it is not one (another site, another type, too large, not
 * the expected shape), dropped silently when it should not count (a bot, a prefetch, the owner area), else queued and
 * counted with the others of the next fraction of a second, so the visitor's browser never waits on the database.
 * Every drop is tallied by its reason.
 */
export async function receiveVisit(request: NextRequest): Promise<Response> {
  const visit = await ingestVisit(request);
  if (isDrop(visit)) {
    tallyDrop(visit.drop);
    return visit.refusal ? textResponse(visit.refusal.message, visit.refusal.status) : accepted();
  }
  if (!queueVisit(visit)) tallyDrop("queue_full");
  return accepted();
}
