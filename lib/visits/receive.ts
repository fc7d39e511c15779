import "server-only";
import type { NextRequest } from "next/server";
import { bodyTextAtMost, MAX_VISIT_BODY_BYTES } from "@/lib/body-limits";
import { siteUrl } from "@/lib/env";
import { clientIp } from "@/lib/request/client";
import { isSameSite, requestHost } from "@/lib/request/origin";
import { isPrefetch } from "@/lib/request/prefetch";
import { textResponse } from "@/lib/text-response";
import { visitDimensions } from "./attribution";
import { parseVisitBody } from "./body";
import { isBot } from "./bots";
import type { Visit } from "./count";
import { countedPath } from "./paths";
import { queueVisit } from "./queue";

// What the page script sends (sendBeacon and fetch with a string body): text/plain, or JSON from other clients.
const BODY_TYPE = /^(?:text\/plain|application\/json)(?:\s*;|$)/i;

/** The origin the page was served from (a Host that is no host, accepted through the site's own origin, means it). */
function originOf(protocol: string, host: string): URL {
  try {
    return new URL(`${protocol}//${host}`);
  } catch {
    return new URL(siteUrl());
  }
}

const accepted = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

/**
 * A report from the page script: refused with a 4xx when it is not one (another site, another type, too large, not
 * the expected shape), dropped silently when it should not count (a bot, a prefetch, the owner area), else queued and
 * counted with the others of the next fraction of a second, so the visitor's browser never waits on the database.
 */
export async function receiveVisit(request: NextRequest): Promise<Response> {
  const host = requestHost(request.headers) || request.nextUrl.host;
  if (!isSameSite(request.headers)) return textResponse("Only this site's pages may report a visit.", 403);
  if (!BODY_TYPE.test(request.headers.get("content-type") ?? ""))
    return textResponse("Send the report as text/plain or application/json.", 415);
  const raw = await bodyTextAtMost(request, MAX_VISIT_BODY_BYTES);
  if (raw === null) return textResponse(`A visit report is at most ${MAX_VISIT_BODY_BYTES} bytes.`, 413);
  const parsed = parseVisitBody(raw);
  if ("problem" in parsed) return textResponse(parsed.problem, 400);
  const { report } = parsed;
  const userAgent = request.headers.get("user-agent");
  if (isBot(userAgent) || isPrefetch(request.headers)) return accepted();
  const path = report.kind === "page" ? countedPath(report.path) : "";
  if (path === null) return accepted();
  const dimensions = visitDimensions(report, request.cookies, originOf(request.nextUrl.protocol, host));
  const common = { ip: clientIp(request.headers), userAgent: userAgent!, dimensions };
  const visit: Visit =
    report.kind === "page"
      ? { ...common, kind: "page", path }
      : { ...common, kind: "step", form: report.form, step: report.step };
  queueVisit(visit);
  return accepted();
}
