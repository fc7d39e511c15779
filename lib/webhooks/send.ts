import "server-only";
import { lookup } from "node:dns/promises";
import http, { type ClientRequest, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { parseRetryAfter, type AttemptResult } from "@/lib/delivery/result";
import { siteUrl } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { allowPrivateAddresses, checkWebhookUrl, isPublicAddress } from "./address-guard";
import { signPayload } from "./signature";

const WEBHOOK_TIMEOUT_MS = 15_000;
const MAX_RESPONSE_BYTES = 64 * 1024;
const webhookUserAgent = () => `CascadeScaleSystems-Webhooks/1.0 (+${siteUrl()})`;

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: "Connection refused",
  ECONNRESET: "Connection reset",
  EPIPE: "Connection closed",
  ETIMEDOUT: "Connection timed out",
  EHOSTUNREACH: "Host unreachable",
  ENETUNREACH: "Network unreachable",
  ENOTFOUND: "Host not found",
  ENODATA: "Host has no address",
  EAI_AGAIN: "DNS lookup failed temporarily",
  CERT_HAS_EXPIRED: "TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "TLS certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "TLS certificate chain is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "TLS certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "TLS certificate does not match the host name",
};

/** A network or TLS failure as one short line for the delivery log. */
function describeNetworkError(error: unknown): string {
  const code = typeof error === "object" && error && "code" in error ? String(error.code) : undefined;
  if (code && NETWORK_ERRORS[code]) return NETWORK_ERRORS[code];
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 200);
}

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

/** The address to connect to, or why not: one private address refuses all, so DNS cannot pick one later. */
async function resolveTarget(host: string, resolve: Resolver) {
  try {
    const addresses = await resolve(host);
    const refused = allowPrivateAddresses() ? undefined : addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return `Address not allowed: ${refused.address}`;
    return addresses[0] ?? "Host not found";
  } catch (error) {
    return describeNetworkError(error);
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
  request: { url: string; secret: string; messageId: string; timestampSeconds: number; body: string },
  options: { timeoutMs?: number; resolve?: Resolver } = {},
): Promise<AttemptResult> {
  const check = checkWebhookUrl(request.url);
  if (!check.ok) return Promise.resolve({ ok: false, error: check.error, permanent: true });
  warnIfPrivateAllowed();
  const { url } = check;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const { messageId, timestampSeconds } = request;
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
    const waited = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
    const timer = setTimeout(
      () => finish(answered ?? { ok: false, error: `Timed out after ${waited}` }),
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
          "user-agent": webhookUserAgent(),
          "webhook-id": messageId,
          "webhook-timestamp": String(timestampSeconds),
          "webhook-signature": signPayload(request.secret, messageId, timestampSeconds, request.body),
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
        if (typeof target === "string") return finish({ ok: false, error: target });
        send(target.address, target.family);
      })
      .catch((error: unknown) => finish({ ok: false, error: describeNetworkError(error) }));
  });
}
