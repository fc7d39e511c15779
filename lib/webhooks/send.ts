import { lookup } from "node:dns/promises";
import http, { type ClientRequest, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { parseRetryAfter, type AttemptResult } from "@/lib/delivery/result";
import { siteUrl } from "@/lib/env";
import { allowPrivateAddresses, checkWebhookUrl, isPublicAddress } from "./address-guard";
import { describeNetworkError, describeTimeout } from "./network-error";
import { signPayload } from "./signature";
import { logEvent } from "@/lib/log";

export const WEBHOOK_TIMEOUT_MS = 15_000;
export const MAX_RESPONSE_BYTES = 64 * 1024;
export const WEBHOOK_USER_AGENT = `CascadeScaleSystems-Webhooks/1.0 (+${siteUrl})`;

export type WebhookRequest = {
  url: string;
  secret: string;
  messageId: string;
  timestampSeconds: number;
  body: string;
};

type Target = { ok: true; address: string; family: number } | { ok: false; error: string };

let warnedPrivate = false;
function warnIfPrivateAllowed() {
  if (warnedPrivate || !allowPrivateAddresses()) return;
  warnedPrivate = true;
  logEvent("warn", "webhook_private_addresses_allowed", {
    message:
      "WEBHOOK_ALLOW_PRIVATE=1: webhooks may reach loopback and private addresses (dev and tests only)",
  });
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** Resolves every address of the host and refuses the lot if any is not public, so DNS cannot pick for us later. */
async function resolveTarget(host: string, resolve: Resolver): Promise<Target> {
  try {
    const addresses = await resolve(host);
    const first = addresses[0];
    if (!first) return { ok: false, error: "Host not found" };
    const refused = allowPrivateAddresses() ? undefined : addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return { ok: false, error: `Address not allowed: ${refused.address}` };
    return { ok: true, address: first.address, family: first.family };
  } catch (error) {
    return { ok: false, error: describeNetworkError(error) };
  }
}

function resultFor(response: IncomingMessage): AttemptResult {
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status >= 300 && status < 400) {
    return { ok: false, status, error: `Redirects are not followed (HTTP ${status})` };
  }
  if (status === 410)
    return { ok: false, status, error: "HTTP 410 Gone", permanent: true, disableTarget: true };
  const result: AttemptResult = { ok: false, status, error: `HTTP ${status}` };
  if (status === 429 || status === 503) {
    const retryAfterMs = parseRetryAfter(response.headers["retry-after"]);
    if (retryAfterMs !== undefined) result.retryAfterMs = retryAfterMs;
  }
  return result;
}

/** One signed POST to a webhook receiver. Never throws: every outcome is an AttemptResult. */
export function postWebhook(
  request: WebhookRequest,
  options: { timeoutMs?: number; resolve?: Resolver } = {},
): Promise<AttemptResult> {
  const check = checkWebhookUrl(request.url);
  if (!check.ok) return Promise.resolve({ ok: false, error: check.error, permanent: true });
  warnIfPrivateAllowed();
  const { url } = check;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  return new Promise((resolve) => {
    let done = false;
    let req: ClientRequest | undefined;
    // Set once the status line arrives; a timeout while draining the body keeps the receiver's answer.
    let answered: AttemptResult | undefined;
    const finish = (result: AttemptResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req?.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish(answered ?? { ok: false, error: describeTimeout(timeoutMs) }),
      timeoutMs,
    );

    const send = (address: string, family: number) => {
      // Connect to the address that was checked, whatever DNS would say now; Host and SNI keep the name.
      const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
        if (lookupOptions.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      };
      req = (url.protocol === "https:" ? https : http).request({
        method: "POST",
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        agent: false,
        lookup: pinned,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(request.body),
          "user-agent": WEBHOOK_USER_AGENT,
          "webhook-id": request.messageId,
          "webhook-timestamp": String(request.timestampSeconds),
          "webhook-signature": signPayload(
            request.secret,
            request.messageId,
            request.timestampSeconds,
            request.body,
          ),
        },
      });
      req.on("error", (error) => finish(answered ?? { ok: false, error: describeNetworkError(error) }));
      req.on("response", (response) => {
        const result = resultFor(response);
        answered = result;
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received >= MAX_RESPONSE_BYTES) finish(result);
        });
        response.on("end", () => finish(result));
        response.on("close", () => finish(result));
        response.on("error", () => finish(result));
      });
      req.end(request.body);
    };

    resolveTarget(host, options.resolve ?? systemResolver)
      .then((target) => {
        if (done) return;
        if (!target.ok) return finish({ ok: false, error: target.error });
        send(target.address, target.family);
      })
      .catch((error: unknown) => finish({ ok: false, error: describeNetworkError(error) }));
  });
}
