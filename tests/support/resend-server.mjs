// Plain JavaScript: scripts/e2e-server.mjs runs without a TypeScript loader. Types: resend-server.d.mts.
import { createServer } from "node:http";

/** Resend's error body. */
export const resendError = (statusCode, name, message) => ({ statusCode, name, message });

/**
 * A local server speaking Resend's POST /emails: bearer key, JSON body, Idempotency-Key header.
 * Like Resend, a repeated key with the same body returns the first id and one with another body is refused.
 * For a test in another process (the browser tests' shared server): GET /_requests lists what arrived and
 * POST /_control { "emails": "hang" | "ok" } stops or resumes answering.
 */
export async function startResendServer(apiKey, { port = 0 } = {}) {
  let down = false;
  let delayMs = 0;
  const timers = new Set();
  const requests = [];
  const scripted = [];
  const sentByKey = new Map();
  let count = 0;

  const send = (res, { status, body, headers }) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body ?? {}));
  };

  function answer(request, raw) {
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
    req.on("data", (chunk) => (raw += chunk.toString()));
    req.on("end", () => {
      if (req.method === "GET" && req.url === "/_requests") return send(res, { status: 200, body: requests });
      if (req.method === "POST" && req.url === "/_control") {
        delayMs = JSON.parse(raw).emails === "hang" ? Infinity : 0;
        return send(res, { status: 200 });
      }
      let body = {};
      try {
        body = JSON.parse(raw);
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
      const reply = answer(request, raw);
      if (!delayMs) return send(res, reply);
      if (delayMs === Infinity) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send(res, reply);
      }, delayMs);
      timers.add(timer);
    });
  });
  server.on("connection", (socket) => down && socket.destroy());
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    reply: (...replies) => scripted.push(...replies),
    setDelay: (ms) => (delayMs = ms),
    setDown: (value) => {
      down = value;
      if (down) server.closeAllConnections();
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
