/**
 * A POST whose Origin names another site. Next refuses such server-action calls itself, but with a 500;
 * answering 403 first keeps hostile traffic out of the error logs and gives the client a truthful status.
 */
export function isCrossOriginPost(request: { method: string; headers: Headers; nextUrl: URL }): boolean {
  if (request.method !== "POST") return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
