import "server-only";
import type { Instrumentation } from "next";
// Depends on Next 16.4 answering two kinds of forged request with a 500 of its own and reporting them to
// `onRequestError`: a server-action call whose body React cannot decode (vercel/next.js#86945; with JavaScript it is
// reported as routeType "action", without it as the render of the page posted to), and an RSC request whose
// `next-router-state-tree` header does not parse (reported with the message below). Browsers send neither. Our
// actions answer every input with a state and never throw, and a page renders the same for a POST as for a GET, so
// a POST that fails there is one Next could not decode.

type Request = Parameters<Instrumentation.onRequestError>[1];
type Context = Parameters<Instrumentation.onRequestError>[2];

const ROUTER_STATE_ERROR = "The router state header was sent but could not be parsed.";

/** Which forged request Next refused, or null when the error is a fault of ours. */
export function refusedByNext(
  error: unknown,
  request: Request,
  context: Context,
): "action" | "router-state" | null {
  if (context.routeType === "action") return "action";
  if (context.routeType === "render" && request.method === "POST") return "action";
  const message = (error as { message?: unknown } | null)?.message;
  return message === ROUTER_STATE_ERROR ? "router-state" : null;
}
