import "server-only";
import type { NextRequest } from "next/server";
import { bodyTextAtMost, MAX_VISIT_BODY_BYTES } from "@/lib/body-limits";
import { siteUrl } from "@/lib/env";
import { clientIp } from "@/lib/request/client";
import { isSameSite, requestHost } from "@/lib/request/origin";
import { isPrefetch } from "@/lib/request/prefetch";
import { visitDimensions } from "./attribution";
import { parseVisitBody, type VisitReport } from "./body";
import { isBot } from "./bots";
import type { Visit } from "./count";
import { countedPath } from "./paths";

/** Why a report was not counted; each batch's log line counts them (lib/visits/tally.ts). */
export const DROP_REASONS = [
  "foreign_origin",
  "malformed",
  "bot",
  "prefetch",
  "owner_page",
  "over_allowance",
  "queue_full",
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** A report not counted, and why; `refusal` when the sender is told (a 4xx), else it gets the same 204 as a count. */
export type Drop = { drop: DropReason; refusal?: { status: number; message: string } };

export const isDrop = (value: object): value is Drop => "drop" in value;

const refused = (drop: DropReason, status: number, message: string): Drop => ({
  drop,
  refusal: { status, message },
});

// What the page script sends (sendBeacon and fetch with a string body): text/plain, or JSON from other clients.
const BODY_TYPE = /^(?:text\/plain|application\/json)(?:\s*;|$)/i;

/** The host the page was served from, as the browser named it. */
const hostOf = (request: NextRequest) => requestHost(request.headers) || request.nextUrl.host;

/** Step 1: only this site's own pages report (an Origin, or failing that a Referer, naming this host). */
function checkOrigin(request: NextRequest): { host: string } | Drop {
  const host = hostOf(request);
  return isSameSite(request.headers)
    ? { host }
    : refused("foreign_origin", 403, "Only this site's pages may report a visit.");
}

/** Step 2: a report of the page script's type, size and shape. */
async function readReport(request: NextRequest): Promise<VisitReport | Drop> {
  if (!BODY_TYPE.test(request.headers.get("content-type") ?? ""))
    return refused("malformed", 415, "Send the report as text/plain or application/json.");
  const raw = await bodyTextAtMost(request, MAX_VISIT_BODY_BYTES);
  if (raw === null)
    return refused("malformed", 413, `A visit report is at most ${MAX_VISIT_BODY_BYTES} bytes.`);
  const parsed = parseVisitBody(raw);
  return "problem" in parsed ? refused("malformed", 400, parsed.problem) : parsed.report;
}

/** Step 3: crawlers, previewers, tools and automated browsers, by their user agent. */
const dropBot = (request: NextRequest): Drop | null =>
  isBot(request.headers.get("user-agent")) ? { drop: "bot" } : null;

/** Step 4: a page fetched ahead of the visitor, whom no one has seen yet. */
const dropPrefetch = (request: NextRequest): Drop | null =>
  isPrefetch(request.headers) ? { drop: "prefetch" } : null;

/** Step 5: the owner's own pages; a page of the site keeps its path, any other path becomes "other". */
function toVisit(request: NextRequest, report: VisitReport, host: string): Visit | Drop {
  const path = report.kind === "page" ? countedPath(report.path) : "";
  if (path === null) return { drop: "owner_page" };
  const origin = originOf(request.nextUrl.protocol, host);
  const common = {
    ip: clientIp(request.headers),
    userAgent: request.headers.get("user-agent")!,
    dimensions: visitDimensions(report, request.cookies, origin),
  };
  return report.kind === "page"
    ? { ...common, kind: "page", path }
    : { ...common, kind: "step", form: report.form, step: report.step };
}

/** The origin the page was served from (a Host that is no host, accepted through the site's own origin, means it). */
function originOf(protocol: string, host: string): URL {
  try {
    return new URL(`${protocol}//${host}`);
  } catch {
    return new URL(siteUrl());
  }
}

/**
 * A report through the steps that may drop it, as Plausible's ingestion does: the visit to count, or the first
 * drop with its reason. The address's allowance and the queue's room are the counter's steps (count.ts, queue.ts).
 */
export async function ingestVisit(request: NextRequest): Promise<Visit | Drop> {
  const origin = checkOrigin(request);
  if (isDrop(origin)) return origin;
  const report = await readReport(request);
  if (isDrop(report)) return report;
  return dropBot(request) ?? dropPrefetch(request) ?? toVisit(request, report, origin.host);
}
