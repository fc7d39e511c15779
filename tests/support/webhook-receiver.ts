import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceiverReply = {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Stream a response body that never ends, until the client hangs up. */
  endless?: boolean;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The client hung up before the whole response was written. */
  clientClosedEarly: boolean;
};

export type WebhookReceiver = {
  origin: string;
  port: number;
  requests: RecordedRequest[];
  /** How the next requests are answered (default 200 "ok"); a function can answer per request. */
  reply: (reply: ReceiverReply | ((request: RecordedRequest) => ReceiverReply)) => void;
  /** An outage: while down, every connection is dropped at once. */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
};

const CHUNK = Buffer.alloc(16 * 1024, "x");

function streamForever(res: ServerResponse) {
  const pump = () => {
    while (!res.destroyed && res.write(CHUNK));
    if (!res.destroyed) res.once("drain", pump);
  };
  pump();
}

/** A local HTTP server on 127.0.0.1 that records each request and answers as told. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let answer: (request: RecordedRequest) => ReceiverReply = () => ({});
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let down = false;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        clientClosedEarly: false,
      };
      requests.push(recorded);
      res.on("close", () => {
        if (!res.writableFinished) recorded.clientClosedEarly = true;
      });
      res.on("error", () => undefined);
      const reply = answer(recorded);
      const respond = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, reply.headers);
        if (reply.endless) return streamForever(res);
        res.end(reply.body ?? "ok");
      };
      if (!reply.delayMs) return respond();
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond();
      }, reply.delayMs);
      timers.add(timer);
    });
  });

  server.on("connection", (socket) => down && socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    reply: (reply) => {
      answer = typeof reply === "function" ? reply : () => reply;
    },
    setDown: (value) => {
      down = value;
      if (down) server.closeAllConnections();
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
