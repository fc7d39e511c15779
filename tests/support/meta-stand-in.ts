// A stand-in for Meta's Conversions API that refuses any request the documentation does not allow, and answers the
// way the Graph API does. Shape from https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api
// (POST /{version}/{pixel_id}/events with access_token and a data array), the server event parameters
// (.../parameters/server-event: event_name, event_time in Unix seconds at most 7 days old or the whole request is
// refused, action_source, event_source_url and client_user_agent for website events), the customer information
// parameters (.../parameters/customer-information-parameters: em, ph and the other contact fields only as SHA-256
// hex; client_ip_address, client_user_agent, fbc, fbp never hashed) and .../parameters/fbp-and-fbc
// (fbc = fb.<subdomain index>.<creation ms>.<fbclid>, fbp = fb.<subdomain index>.<creation ms>.<random number>).
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { plainPersonalData, startStandIn } from "./stand-in-server";

const ACTION_SOURCES = new Set([
  "email",
  "website",
  "app",
  "phone_call",
  "chat",
  "physical_store",
  "system_generated",
  "business_messaging",
  "other",
]);
const HASHED = ["em", "ph", "fn", "ln", "ge", "db", "ct", "st", "zp", "country"];
const PLAIN = [
  "external_id",
  "client_ip_address",
  "client_user_agent",
  "fbc",
  "fbp",
  "subscription_id",
  "lead_id",
];
const EVENT_FIELDS = new Set([
  "event_name",
  "event_time",
  "event_id",
  "action_source",
  "event_source_url",
  "user_data",
  "custom_data",
  "opt_out",
  "data_processing_options",
  "data_processing_options_country",
  "data_processing_options_state",
  "referrer_url",
]);
const SEVEN_DAYS_S = 7 * 86_400;
const SHA256 = /^[a-f0-9]{64}$/;

type GraphError = { message: string; code: number; error_subcode?: number };

function userDataProblems(userData: unknown, at: string, nowS: number): string[] {
  if (!userData || typeof userData !== "object" || Array.isArray(userData)) return [`${at} is required`];
  const fields = userData as Record<string, unknown>;
  const problems = Object.keys(fields)
    .filter((key) => !HASHED.includes(key) && !PLAIN.includes(key))
    .map((key) => `${at}.${key} is not a customer information parameter`);
  for (const key of HASHED) {
    if (fields[key] === undefined) continue;
    const values = [fields[key]].flat();
    if (!values.every((value) => typeof value === "string" && SHA256.test(value))) {
      problems.push(`${at}.${key} must be SHA-256 hex (unhashed contact information is refused)`);
    }
  }
  const { fbc, fbp, client_ip_address: ip, client_user_agent: ua } = fields;
  if (fbc !== undefined) {
    const match = typeof fbc === "string" && /^fb\.[0-2]\.(\d{13})\.(\S+)$/.exec(fbc);
    if (!match || Number(match[1]) > (nowS + 60) * 1000) problems.push(`${at}.fbc is not fb.1.<ms>.<fbclid>`);
  }
  if (fbp !== undefined && !(typeof fbp === "string" && /^fb\.[0-2]\.\d{13}\.\d+$/.test(fbp))) {
    problems.push(`${at}.fbp is not fb.1.<ms>.<random number>`);
  }
  if (ip !== undefined && !(typeof ip === "string" && isIP(ip))) problems.push(`${at}.client_ip_address`);
  if (ua !== undefined && typeof ua !== "string") problems.push(`${at}.client_user_agent must be text`);
  return problems;
}

function eventProblems(event: unknown, i: number, nowS: number): { problems: string[]; error?: GraphError } {
  const at = `data[${i}]`;
  if (!event || typeof event !== "object") return { problems: [`${at} must be an object`] };
  const fields = event as Record<string, unknown>;
  const problems = Object.keys(fields)
    .filter((key) => !EVENT_FIELDS.has(key))
    .map((key) => `${at}.${key} is not a server event parameter`);
  const { event_name, event_time, event_id, action_source, event_source_url, user_data, custom_data } =
    fields;
  if (typeof event_name !== "string" || !event_name) problems.push(`${at}.event_name is required`);
  if (!Number.isInteger(event_time) || String(event_time).length !== 10) {
    problems.push(`${at}.event_time must be a Unix time in seconds`);
  } else if ((event_time as number) < nowS - SEVEN_DAYS_S) {
    // The API refuses the whole request when any event is too old.
    return {
      problems: [`${at}.event_time is more than 7 days old`],
      error: { message: "Invalid parameter", code: 100, error_subcode: 2804003 },
    };
  } else if ((event_time as number) > nowS + 60) problems.push(`${at}.event_time is in the future`);
  if (event_id !== undefined && (typeof event_id !== "string" || !event_id)) problems.push(`${at}.event_id`);
  if (typeof action_source !== "string" || !ACTION_SOURCES.has(action_source)) {
    problems.push(`${at}.action_source is required`);
  }
  if (action_source === "website") {
    if (typeof event_source_url !== "string" || !/^https?:\/\//.test(event_source_url)) {
      problems.push(`${at}.event_source_url is required for a website event`);
    }
    if (typeof (user_data as Record<string, unknown> | undefined)?.client_user_agent !== "string") {
      problems.push(`${at}.user_data.client_user_agent is required for a website event`);
    }
  }
  problems.push(...userDataProblems(user_data, `${at}.user_data`, nowS));
  if (custom_data !== undefined) problems.push(...plainPersonalData(`${at}.custom_data`, custom_data));
  // custom_data.value is a number and comes with its ISO 4217 currency (the custom data parameters' reference).
  const money = (custom_data ?? {}) as Record<string, unknown>;
  if ("value" in money && (typeof money.value !== "number" || !Number.isFinite(money.value)))
    problems.push(`${at}.custom_data.value must be a number`);
  if ("value" in money && (typeof money.currency !== "string" || !/^[A-Za-z]{3}$/.test(money.currency)))
    problems.push(`${at}.custom_data.currency must be an ISO 4217 code when value is set`);
  return { problems };
}

export type MetaStandIn = Awaited<ReturnType<typeof startMetaStandIn>>;

/**
 * POST /v{version}/{pixel}/events for one pixel and token: `{ events_received, messages, fbtrace_id }` for a valid
 * request, a Graph API error otherwise. Events are kept by (event_name, event_id), as Meta deduplicates them.
 */
export async function startMetaStandIn(expected: { pixelId: string; token: string }, port = 0) {
  const fbtrace = () => randomBytes(8).toString("base64url");
  const refuse = (problems: string[], error: GraphError, status = 400) => ({
    status,
    problems,
    body: { error: { ...error, type: "OAuthException", fbtrace_id: fbtrace() } },
  });
  const standIn = await startStandIn((request) => {
    const nowS = Math.floor(Date.now() / 1000);
    const path = /^\/v\d+\.\d+\/(\d+)\/events$/.exec(request.url.pathname);
    if (request.method !== "POST" || !path) {
      return refuse(
        [`${request.method} ${request.url.pathname}`],
        { message: "Unknown path", code: 100 },
        404,
      );
    }
    if (request.url.searchParams.get("access_token") !== expected.token) {
      return refuse(["access_token"], { message: "Invalid OAuth access token.", code: 190 }, 401);
    }
    if (path[1] !== expected.pixelId)
      return refuse(["pixel id"], { message: "Unsupported post request", code: 100 });
    if (!request.headers["content-type"]?.startsWith("application/json")) {
      return refuse(["content-type"], { message: "Invalid parameter", code: 100 });
    }
    let json: unknown;
    try {
      json = JSON.parse(request.body);
    } catch {
      return refuse(["the body is not JSON"], { message: "Invalid parameter", code: 100 });
    }
    const { data, ...rest } = (json ?? {}) as Record<string, unknown>;
    const extra = Object.keys(rest).filter((key) => key !== "test_event_code" && key !== "partner_agent");
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000 || extra.length) {
      return refuse(["data must hold 1 to 1000 events", ...extra], {
        message: "Invalid parameter",
        code: 100,
      });
    }
    const checked = data.map((event, i) => eventProblems(event, i, nowS));
    const problems = checked.flatMap((c) => c.problems);
    const tooOld = checked.find((c) => c.error)?.error;
    if (tooOld || problems.length) return refuse(problems, tooOld ?? { message: problems[0]!, code: 100 });
    return { status: 200, body: { events_received: data.length, messages: [], fbtrace_id: fbtrace() } };
  }, port);
  type Event = { event_name: string; event_id?: string } & Record<string, unknown>;
  /** Events of every request it took, in arrival order (a retry of the same event appears twice). */
  const received = (): Event[] =>
    standIn.requests
      .filter((r) => r.status === 200)
      .flatMap((r) => (JSON.parse(r.body) as { data: Event[] }).data);
  /** What Meta keeps: one event per (event_name, event_id). */
  const kept = () => [...new Map(received().map((e) => [`${e.event_name}:${e.event_id}`, e])).values()];
  return { ...standIn, received, kept };
}
