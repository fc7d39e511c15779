// The shipped server's entry (npm start, the Dockerfile): `node start.mjs` in .next/standalone.
//
// Next fills x-forwarded-for from the socket only when the client sent none, so without a proxy in front whatever a
// client claims about itself would stand. With no trusted proxy (TRUST_PROXY unset or 0) every request's forwarding
// headers are replaced, before Next sees them, by what the connection says (see lib/request/client.ts).
import { subscribe } from "node:diagnostics_channel";
// Copied beside this file from lib/request-target.mjs by scripts/prepare-standalone.mjs.
import { fittedTarget } from "./request-target.mjs";

const FORWARDING_HEADERS = [
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

if (!Number(process.env.TRUST_PROXY || 0)) {
  // Tells the app that x-forwarded-for holds the TCP peer (checked at start: production refuses to run without it).
  process.env.CLIENT_ADDRESS_FROM_SOCKET = "1";
  subscribe("http.server.request.start", ({ request, socket }) => {
    for (const name of FORWARDING_HEADERS) delete request.headers[name];
    request.headers["x-forwarded-for"] = socket.remoteAddress ?? "";
  });
}

// An overlong target keeps the query parameters that fit, so no response's headers can grow past what a proxy in
// front buffers (Next's redirects repeat the target twice); a path that long is no page and is refused.
subscribe("http.server.request.start", ({ request }) => {
  request.url = fittedTarget(request.url ?? "/");
});

await import("./server.js");
