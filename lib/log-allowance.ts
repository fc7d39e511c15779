import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { networkKey, siteNetworkKey } from "@/lib/ip";
import { clientIp } from "@/lib/request/client";

const LEVELS = ["log", "info", "warn", "error"] as const;
type Writer = Record<(typeof LEVELS)[number], (...args: unknown[]) => void>;

const MINUTE_MS = 60_000;
const REQUEST_START = "http.server.request.start";

/** Who a request's log lines are counted for: an IPv4 address or an IPv6 /48 (a stranger holds 65,536 /64s). */
function clientKey(request: IncomingMessage): string {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(", ") : (value ?? null);
  };
  const ip = clientIp({ get: header });
  return siteNetworkKey(ip) ?? networkKey(ip);
}

/**
 * At most `perMinute` log lines (console calls, whatever their level) per client address and minute, written while
 * its requests run: a stranger's 1,000 malformed posts, each of which Next and we would log, write a few lines, and
 * the rest are counted in one `log_lines_suppressed` line a minute (how many, from how many addresses; none named).
 * Lines outside any request (start, the outbox sweeper) are never held back. A request's client is known from the
 * moment Node parses it (its `http.server.request.start` diagnostics message) through everything its handling starts.
 * Returns what undoes it.
 */
export function limitLogLines(target: Writer, perMinute: number, now = Date.now): () => void {
  if (perMinute <= 0) return () => {};
  const requests = new AsyncLocalStorage<string>();
  const write = Object.fromEntries(LEVELS.map((level) => [level, target[level]])) as Writer;
  let minute = Math.floor(now() / MINUTE_MS);
  let counts = new Map<string, number>();
  let suppressed = 0;
  let clients = new Set<string>();

  const roll = () => {
    const current = Math.floor(now() / MINUTE_MS);
    if (current === minute) return;
    if (suppressed) {
      write.warn.call(
        target,
        JSON.stringify({ event: "log_lines_suppressed", lines: suppressed, clients: clients.size }),
      );
    }
    [minute, counts, suppressed, clients] = [current, new Map(), 0, new Set()];
  };
  const allowed = () => {
    const client = requests.getStore();
    if (client === undefined) return true;
    roll();
    const count = (counts.get(client) ?? 0) + 1;
    counts.set(client, count);
    if (count <= perMinute) return true;
    suppressed++;
    clients.add(client);
    return false;
  };
  const onRequest = (message: unknown) =>
    requests.enterWith(clientKey((message as { request: IncomingMessage }).request));

  subscribe(REQUEST_START, onRequest);
  for (const level of LEVELS) {
    target[level] = (...args: unknown[]) => {
      if (allowed()) write[level].apply(target, args);
    };
  }
  // A burst's count is written once its minute is over, even when nothing is logged after it.
  const timer = setInterval(roll, 5_000);
  timer.unref();
  return () => {
    unsubscribe(REQUEST_START, onRequest);
    clearInterval(timer);
    Object.assign(target, write);
  };
}
