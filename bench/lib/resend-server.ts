import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A scripted answer; a string body is sent as is (e.g. a proxy's HTML error page). */
export type ResendReply = { status: number; body?: unknown; headers?: Record<string, string> };

export type ResendRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** Arrival time, ms since the epoch. */
  at: number;
};

export type ResendServer = {
  url: string;
  requests: ResendRequest[];
  /** Answers for the next requests, in order; after them the server behaves like Resend. */
  reply: (...replies: ResendReply[]) => void;
  /** An outage: while down, every connection is dropped at once (what a client sees when the API is gone). */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
};

/** Resend's error body. */
export const resendError = (statusCode: number, name: string, message: string) => ({
  statusCode,
  name,
  message,
});

/**
 * A local server speaking Resend's POST /emails: bearer key, JSON body, Idempotency-Key header.
 * Like Resend, a repeated key with the same body returns the first id and one with another body is refused.
 */
export async function startResendServer(apiKey: string): Promise<ResendServer> {
  let down = false;
  const requests: ResendRequest[] = [];
  const scripted: ResendReply[] = [];
  const sentByKey = new Map<string, { body: string; id: string }>();
  let count = 0;

  const send = (res: ServerResponse, { status, body, headers }: ResendReply) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body ?? {}));
  };

  function answer(request: ResendRequest, raw: string): ResendReply {
    const next = scripted.shift();
    if (next) return next;
    if (request.method !== "POST" || request.path !== "/emails") {
      return { status: 404, body: resendError(404, "not_found", "The requested endpoint does not exist.") };
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return { status: 403, body: resendError(403, "invalid_api_key", "API key is invalid") };
    }
    const { from, to, subject, html, text } = request.body;
    if (!from || !to || !subject || (!html && !text)) {
      return {
        status: 422,
        body: resendError(422, "missing_required_field", "Missing `from`, `to` or `subject`."),
      };
    }
    const key = request.headers["idempotency-key"];
    const earlier = typeof key === "string" ? sentByKey.get(key) : undefined;
    if (earlier && earlier.body !== raw) {
      return {
        status: 409,
        body: resendError(
          409,
          "invalid_idempotent_request",
          "Same idempotency key used with a different payload.",
        ),
      };
    }
    const id = earlier?.id ?? `email-${++count}`;
    if (typeof key === "string") sentByKey.set(key, { body: raw, id });
    return { status: 200, body: { id } };
  }

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(res, { status: 400, body: resendError(400, "invalid_parameter", "Body is not JSON.") });
      }
      const request = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        at: Date.now(),
      };
      requests.push(request);
      send(res, answer(request, raw));
    });
  });
  server.on("connection", (socket) => down && socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => scripted.push(...replies),
    setDown: (value) => {
      down = value;
      if (down) server.closeAllConnections();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
