import "server-only";

/** A short plain-text answer that no cache keeps: errors and confirmations of route handlers. */
export const textResponse = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
