import { after, type NextRequest } from "next/server";
import { readCallClick } from "@/lib/leads/call-click-request";
import { recordCallClick } from "@/lib/leads/call-clicks";

/** Taps on the ad pages' call buttons, counted after the answer (the visitor's phone is dialling by then). */
export async function POST(request: NextRequest) {
  const read = await readCallClick(request);
  if ("refusal" in read) return read.refusal;
  const { click } = read;
  if (click) after(() => recordCallClick(click).then(() => undefined));
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
