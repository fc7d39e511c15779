import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as it arrived, and what the stand-in made of it. */
export type StandInRequest = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The raw body, to search for anything that must never leave (a plain address). */
  body: string;
  /** The checks it failed; empty when the platform would take it. */
  problems: string[];
  status: number;
  /** When it arrived (Date.now()). */
  at: number;
};

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A local HTTP server that records every request and answers with what `handle` decides. */
export async function startStandIn(
  handle: (request: Omit<StandInRequest, "problems" | "status" | "at">) => Answer & { problems?: string[] },
  port = 0,
) {
  const requests: StandInRequest[] = [];
  const forced: Answer[] = [];
  const server = createServer((req, res) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        url: new URL(req.url ?? "/", "http://stand-in"),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const checked = handle(request);
      const answer = forced.shift() ?? checked;
      requests.push({ ...request, problems: checked.problems ?? [], status: answer.status, at });
      const body = answer.body === undefined ? "" : JSON.stringify(answer.body);
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    /** The next requests get these answers (checked and recorded all the same): an outage, a rate limit. */
    failNext: (...answers: Answer[]) => void forced.push(...answers),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Problems for a value that might be personal data in plain text: an email address or a phone number. */
export function plainPersonalData(path: string, value: unknown): string[] {
  if (typeof value === "string") {
    if (/@/.test(value)) return [`${path} looks like an email address`];
    if (/^\+?[\d\s().-]{9,}$/.test(value) && /\d{7,}/.test(value.replace(/\D/g, ""))) {
      return [`${path} looks like a phone number`];
    }
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => plainPersonalData(`${path}[${i}]`, item));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => plainPersonalData(`${path}.${key}`, item));
  }
  return [];
}
