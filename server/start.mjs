// The shipped server's entry (npm start, the Dockerfile): `node start.mjs` in .next/standalone.
//
// Next fills x-forwarded-for from the socket only when the client sent none, so without a proxy in front whatever a
// client claims about itself would stand. With no trusted proxy (TRUST_PROXY unset or 0) every request's forwarding
// headers are replaced, before Next sees them, by what the connection says (see lib/request/client.ts).
import { subscribe } from "node:diagnostics_channel";

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

await import("./server.js");
