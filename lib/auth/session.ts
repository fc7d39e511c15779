import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Owner } from "./types";

export const SESSION_COOKIE = "owner_session";
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

const ISSUER = "cascade-scale-systems";
const AUDIENCE = "owner-area";
const SUBJECT_PREFIX = "local:";

// A key of its own, so a session can never be confused with a form token signed by the same secret.
const sessionKey = (secret: string) => createHmac("sha256", secret).update("owner-session-v1").digest();

export const localOwnerId = (email: string) => `${SUBJECT_PREFIX}${email.toLowerCase()}`;

/** A 12-hour HS256 token naming the owner: the whole local session. */
export async function signSession(email: string, secret: string, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ email: email.toLowerCase() })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(localOwnerId(email))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(sessionKey(secret));
}

/** The owner a session token names, or null when it is missing, forged, altered or expired. */
export async function verifySession(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): Promise<Owner | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, sessionKey(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ["sub", "exp", "iat"],
    });
    const email = typeof payload.email === "string" ? payload.email : "";
    if (!email || payload.sub !== localOwnerId(email)) return null;
    return { id: payload.sub, email };
  } catch {
    return null;
  }
}

/** HttpOnly, SameSite=Lax, Secure in production and on HTTPS, gone when the token expires. */
export function sessionCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
  };
}
