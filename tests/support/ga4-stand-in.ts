// A stand-in for GA4's Measurement Protocol that refuses any request the documentation does not allow, as the
// validation server (/debug/mp/collect) would: the live endpoint answers 2xx to everything, so a test could not
// tell. Shape from https://developers.google.com/analytics/devguides/collection/protocol/ga4/sending-events and the
// reference's limits (https://developers.google.com/analytics/devguides/collection/protocol/ga4/reference): at most
// 25 events, names of up to 40 letters, digits and underscores starting with a letter, no reserved names or
// prefixes, at most 25 parameters per event with values of at most 100 characters, timestamp_micros in
// microseconds no older than 72 hours, a body of at most 130 kB.
import { plainPersonalData, startStandIn } from "./stand-in-server";

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED_PREFIXES = ["_", "ga_", "google_", "firebase_"];
const RESERVED_EVENTS = new Set([
  "ad_activeview",
  "ad_click",
  "ad_exposure",
  "ad_query",
  "ad_reward",
  "adunit_exposure",
  "app_clear_data",
  "app_exception",
  "app_install",
  "app_remove",
  "app_store_refund",
  "app_update",
  "app_upgrade",
  "error",
  "first_open",
  "first_visit",
  "in_app_purchase",
  "notification_dismiss",
  "notification_foreground",
  "notification_open",
  "notification_receive",
  "os_update",
  "session_start",
  "user_engagement",
]);
const TOP_LEVEL = new Set([
  "client_id",
  "user_id",
  "timestamp_micros",
  "user_properties",
  "consent",
  "non_personalized_ads",
  "events",
  "user_data",
  "user_location",
  "device",
  "validation_behavior",
]);
const BACKDATE_US = 72 * 3600 * 1_000_000;

const reserved = (name: string) => RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix));

function eventProblems(event: unknown, i: number): string[] {
  const at = `events[${i}]`;
  if (!event || typeof event !== "object") return [`${at} must be an object`];
  const { name, params = {}, ...rest } = event as Record<string, unknown>;
  const problems = Object.keys(rest)
    .filter((key) => key !== "timestamp_micros")
    .map((key) => `${at}.${key} is not a field`);
  if (typeof name !== "string" || !NAME.test(name)) problems.push(`${at}.name is not a valid event name`);
  else if (reserved(name) || RESERVED_EVENTS.has(name)) problems.push(`${at}.name ${name} is reserved`);
  if (!params || typeof params !== "object" || Array.isArray(params)) return [...problems, `${at}.params`];
  const entries = Object.entries(params);
  if (entries.length > 25) problems.push(`${at}.params has more than 25 parameters`);
  for (const [key, value] of entries) {
    if (!NAME.test(key) || reserved(key)) problems.push(`${at}.params.${key} is not a valid parameter name`);
    if (
      typeof value === "string" ? value.length > 100 : typeof value !== "number" || !Number.isFinite(value)
    ) {
      problems.push(`${at}.params.${key} must be text of at most 100 characters or a number`);
    }
  }
  // A monetary value needs its currency: GA4 drops a value it cannot convert (the recommended events' reference).
  const money = params as Record<string, unknown>;
  if ("value" in money && typeof money.value !== "number")
    problems.push(`${at}.params.value must be a number`);
  if ("value" in money && (typeof money.currency !== "string" || !/^[A-Z]{3}$/.test(money.currency)))
    problems.push(`${at}.params.currency must be an ISO 4217 code when value is set`);
  return [...problems, ...plainPersonalData(`${at}.params`, params)];
}

/** Everything that is wrong with one request, as the validation server's validationMessages would list it. */
export function ga4Problems(body: string, contentType: string | undefined, now = Date.now()): string[] {
  if (!contentType?.startsWith("application/json")) return ["Content-Type must be application/json"];
  if (Buffer.byteLength(body) > 130_000) return ["the body is larger than 130 kB"];
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return ["the body is not JSON"];
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) return ["the body must be a JSON object"];
  const { client_id, timestamp_micros, events, user_properties } = json as Record<string, unknown>;
  const problems = Object.keys(json)
    .filter((key) => !TOP_LEVEL.has(key))
    .map((key) => `${key} is not a field`);
  // A web stream's client id is the tag's: a random number and a time, as _ga's last two parts.
  if (typeof client_id !== "string" || !/^\d+\.\d+$/.test(client_id)) problems.push("client_id is required");
  if (timestamp_micros !== undefined) {
    const micros = Number(timestamp_micros);
    if (!Number.isInteger(micros) || String(micros).length !== 16) {
      problems.push("timestamp_micros must be microseconds since 1970 (16 digits)");
    } else if (micros < now * 1000 - BACKDATE_US) problems.push("timestamp_micros is more than 72 hours old");
    else if (micros > now * 1000 + 60_000_000) problems.push("timestamp_micros is in the future");
  }
  if (!Array.isArray(events) || events.length === 0 || events.length > 25) {
    problems.push("events must hold 1 to 25 events");
  } else problems.push(...events.flatMap(eventProblems));
  if (user_properties !== undefined) problems.push(...plainPersonalData("user_properties", user_properties));
  return problems;
}

export type Ga4StandIn = Awaited<ReturnType<typeof startGa4StandIn>>;

/** POST /mp/collect for one measurement id and API secret; 204 for a valid request, 400 with the problems otherwise. */
export async function startGa4StandIn(expected: { measurementId: string; apiSecret: string }, port = 0) {
  const standIn = await startStandIn((request) => {
    const problems =
      request.method !== "POST" || request.url.pathname !== "/mp/collect"
        ? [`${request.method} ${request.url.pathname} is not the collect endpoint`]
        : [
            ...(request.url.searchParams.get("measurement_id") === expected.measurementId
              ? []
              : ["measurement_id is not the stream's"]),
            ...(request.url.searchParams.get("api_secret") === expected.apiSecret
              ? []
              : ["api_secret is wrong"]),
            ...ga4Problems(request.body, request.headers["content-type"]),
          ];
    return problems.length
      ? {
          status: 400,
          body: { validationMessages: problems.map((description) => ({ description })) },
          problems,
        }
      : { status: 204 };
  }, port);
  /** The events of every request it took (answered 2xx), in arrival order, from the `since`-th request on. */
  const accepted = (since = 0) =>
    standIn.requests
      .slice(since)
      .filter((r) => r.status >= 200 && r.status < 300)
      .flatMap((r) =>
        (JSON.parse(r.body) as { client_id: string; events: { name: string }[] }).events.map((event) => ({
          ...event,
          client_id: (JSON.parse(r.body) as { client_id: string }).client_id,
        })),
      );
  return { ...standIn, accepted };
}
