import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const SESSION_COOKIE = "owner_session";
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

const ISSUER = "cascade-scale-systems";
const AUDIENCE = "owner-area";

// A key of its own, so a session can never be confused with a form token signed by the same secret.
const sessionKey = (secret: string) => createHmac("sha256", secret).update("owner-session-v1").digest();

export const localOwnerId = (email: string) => `local:${email.toLowerCase()}`;

/** Names the password a session was opened with, without revealing it: a new OWNER_PASSWORD ends older sessions. */
export const passwordFingerprint = (password: string, secret: string) =>
  createHmac("sha256", sessionKey(secret)).update(`password:${password}`).digest("base64url").slice(0, 22);

/** A 12-hour HS256 token naming the owner, its own session id (for sign-out) and the password's fingerprint. */
export async function signSession(email: string, secret: string, now = Date.now(), password?: string) {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({
    email: email.toLowerCase(),
    ...(password !== undefined && { pwd: passwordFingerprint(password, secret) }),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(localOwnerId(email))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(sessionKey(secret));
}

/** The session a token carries, or null when it is missing, forged, altered or expired. */
export async function readSession(token: string | undefined, secret: string, now = Date.now()) {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, sessionKey(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ["sub", "exp", "iat", "jti"],
    });
    const email = typeof payload.email === "string" ? payload.email : "";
    if (!email || payload.sub !== localOwnerId(email) || !payload.jti) return null;
    return {
      owner: { id: payload.sub, email },
      sessionId: payload.jti,
      passwordFingerprint: typeof payload.pwd === "string" ? payload.pwd : undefined,
      expiresAt: new Date(payload.exp! * 1000),
    };
  } catch {
    return null;
  }
}

/** The owner a session token names, or null. */
export const verifySession = async (token: string | undefined, secret: string, now = Date.now()) =>
  (await readSession(token, secret, now))?.owner ?? null;

/** HttpOnly, SameSite=Lax, Secure in production and on HTTPS, gone when the token expires. */
export const sessionCookieOptions = (secure: boolean, maxAge = SESSION_TTL_SECONDS) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure,
  path: "/",
  maxAge,
});
