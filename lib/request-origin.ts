import "server-only";
/** A POST whose Origin names another site: Next refuses such action calls with a 500; a 403 first is truthful. */
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
