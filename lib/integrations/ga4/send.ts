import "server-only";
import { notSent, type AttemptResult } from "@/lib/delivery/result";
import { failedAnswer, postJson } from "../http";
import { ga4CollectUrl } from "./payload";
import { ga4Destination, GA4_NOT_SENT } from "./settings";

/** GA4 answers 2xx for anything it receives (it validates nothing on the live endpoint). */
export async function sendGa4(payload: unknown): Promise<AttemptResult> {
  const destination = ga4Destination();
  if (!destination) return notSent(GA4_NOT_SENT.off);
  const answer = await postJson(ga4CollectUrl(destination), payload);
  if ("error" in answer) return { ok: false, error: answer.error };
  return answer.status >= 200 && answer.status < 300
    ? { ok: true, status: answer.status }
    : failedAnswer(answer);
}
