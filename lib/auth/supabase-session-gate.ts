import "server-only";
import { combineChunks, isChunkLike, stringFromBase64URL } from "@supabase/ssr";
import { compactVerify, createRemoteJWKSet } from "jose";
import { cookieName } from "@/lib/cookie-names";
import type { Database } from "@/lib/db/open";
import { logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { hitRateLimit, LIMITS } from "@/lib/rate-limit";
import type { SupabaseConfig } from "./config";
import type { OwnerCookies } from "./types";

/** Supabase's own cookie name, which the app prefixes on HTTPS like its other cookies. */
export const SUPABASE_COOKIE = "sb-auth-token";

/** Refreshes one address may cause in 15 minutes; an owner's browser needs about one an hour. */
const REFRESH_RULES = [...LIMITS.sessionRefreshes];
/** supabase-js refreshes a session this close to its expiry (auth-js's EXPIRY_MARGIN_MS). */
const REFRESH_MARGIN_MS = 90_000;
/** The asymmetric keys Supabase signs with; a legacy HS256 secret cannot be checked here (docs/security.md). */
const ALGORITHMS = ["ES256", "RS256", "EdDSA"];

/** Who is asking, for the per-address refresh limit; the database only when a refresh is due. */
export type Requester = { ipHash: string; db: () => Promise<Database> };

const keySets = processSingleton("auth.jwks", () => new Map<string, ReturnType<typeof createRemoteJWKSet>>());

/** The project's public keys, fetched from its JWKS endpoint and cached per process (as getClaims does). */
function projectKeys(config: SupabaseConfig) {
  const url = `${config.url}/auth/v1/.well-known/jwks.json`;
  let keys = keySets.get(url);
  if (!keys) keySets.set(url, (keys = createRemoteJWKSet(new URL(url), { cacheMaxAge: 10 * 60_000 })));
  return keys;
}

/** Whether the project's keys signed this access token. Its expiry is not checked: an expired one is what refreshes. */
export async function signedByProject(token: unknown, config: SupabaseConfig): Promise<boolean> {
  if (typeof token !== "string" || token.length > 16_384) return false;
  try {
    const { payload } = await compactVerify(token, projectKeys(config), { algorithms: ALGORITHMS });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { iss?: unknown; sub?: unknown };
    return claims.iss === `${config.url}/auth/v1` && typeof claims.sub === "string";
  } catch {
    return false;
  }
}

type StoredSession = { access_token?: unknown; expires_at?: unknown };

/** The session supabase-js would read from these cookies (chunked, base64url), or null. */
async function storedSession(cookies: { name: string; value: string }[], name: string) {
  const raw = await combineChunks(name, (chunk) => cookies.find((cookie) => cookie.name === chunk)?.value);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw.startsWith("base64-") ? stringFromBase64URL(raw.slice(7)) : raw);
    return typeof parsed === "object" && parsed !== null ? (parsed as StoredSession) : null;
  } catch {
    return null;
  }
}

/**
 * The cookies as a Supabase client may see them: the session only when its access token was signed by the project,
 * so a made-up cookie never makes this server call Supabase's refresh endpoint (whose limits are per server address,
 * shared with the owner); and a due refresh only while this address has refreshes left. Otherwise the client sees
 * no session: signed out, and nothing is sent.
 */
export async function gatedSessionCookies(
  cookies: OwnerCookies,
  config: SupabaseConfig,
  requester: Requester,
  now = Date.now(),
): Promise<OwnerCookies> {
  const name = cookieName(SUPABASE_COOKIE, Boolean(cookies.https));
  const isSession = (cookie: { name: string }) => isChunkLike(cookie.name, name);
  const all = cookies.getAll();
  if (!all.some(isSession)) return cookies;
  const hidden = { ...cookies, getAll: () => cookies.getAll().filter((cookie) => !isSession(cookie)) };
  const session = await storedSession(all, name);
  if (!session || !(await signedByProject(session.access_token, config))) return hidden;
  const expiresAt = typeof session.expires_at === "number" ? session.expires_at * 1000 : Infinity;
  if (expiresAt - now >= REFRESH_MARGIN_MS) return cookies;
  const allowed = await hitRateLimit(
    await requester.db(),
    `auth-refresh:${requester.ipHash}`,
    REFRESH_RULES,
    now,
  );
  if (allowed) return cookies;
  logEvent("warn", "owner_session_refresh_limited", { ipHash: requester.ipHash });
  return hidden;
}
