import type { IncomingHttpHeaders } from "node:http";

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
  /** Every answer waits this long; Infinity: none is sent at all (the sender's timeout must cope). */
  setDelay: (ms: number) => void;
  /** An outage: while down, every connection is dropped at once (what a client sees when the API is gone). */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
};

export function resendError(
  statusCode: number,
  name: string,
  message: string,
): { statusCode: number; name: string; message: string };

export function startResendServer(apiKey: string, options?: { port?: number }): Promise<ResendServer>;
