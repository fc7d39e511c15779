import "server-only";
import { z } from "zod";
import { notSent, type AttemptResult } from "@/lib/delivery/result";
import { failedAnswer, postJson } from "../http";
import { metaEventsUrl } from "./payload";
import { GRAPH_API_VERSION, metaDestination, META_NOT_SENT } from "./settings";

const graphError = z.object({
  error: z.object({ message: z.string(), code: z.number().optional(), error_subcode: z.number().optional() }),
});
/** Graph API error codes that mean "later", not "never": rate limits and temporary failures. */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);

/** Meta answers `{ events_received, messages, fbtrace_id }`, or `{ error: { message, code, … } }`. */
export async function sendMeta(payload: unknown): Promise<AttemptResult> {
  const destination = metaDestination();
  if (!destination) return notSent(META_NOT_SENT.off);
  const answer = await postJson(metaEventsUrl(destination, GRAPH_API_VERSION), payload);
  if ("error" in answer) return { ok: false, error: answer.error };
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    json = undefined;
  }
  if (answer.status >= 200 && answer.status < 300) {
    const received = (json as { events_received?: unknown } | undefined)?.events_received;
    return typeof received === "number" && received > 0
      ? { ok: true, status: answer.status }
      : { ok: false, status: answer.status, permanent: true, error: "Meta received no event" };
  }
  const failure = graphError.safeParse(json);
  if (!failure.success) return failedAnswer(answer);
  const { message, code, error_subcode } = failure.data.error;
  const codes = [
    code !== undefined && `code ${code}`,
    error_subcode !== undefined && `subcode ${error_subcode}`,
  ];
  const detail = `${message} (${codes.filter(Boolean).join(", ")})`;
  return failedAnswer(answer, detail, code !== undefined && TRANSIENT_CODES.has(code));
}
