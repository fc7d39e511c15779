import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { safeEqual } from "@/lib/safe-equal";
import { SESSION_TTL_SECONDS, sessionCookieOptions, signSession, verifySession } from "@/lib/auth/session";

const SECRET = "test-secret-0123456789abcdef0123456789abcdef";
const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const parts = (token: string) => token.split(".") as [string, string, string];
const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString());

describe("local session token", () => {
  it("round-trips the owner, id local:<email>", async () => {
    const token = await signSession("Owner@Example.com", SECRET, NOW);
    expect(await verifySession(token, SECRET, NOW)).toEqual({
      id: "local:owner@example.com",
      email: "owner@example.com",
    });
    expect(decode(parts(token)[0])).toEqual({ alg: "HS256", typ: "JWT" });
  });

  it("expires after 12 hours", async () => {
    const token = await signSession("owner@example.com", SECRET, NOW);
    const exp = decode(parts(token)[1]).exp;
    expect(exp - Math.floor(NOW / 1000)).toBe(12 * 3600);
    expect(await verifySession(token, SECRET, NOW + (SESSION_TTL_SECONDS - 1) * 1000)).not.toBeNull();
    expect(await verifySession(token, SECRET, NOW + SESSION_TTL_SECONDS * 1000 + 1000)).toBeNull();
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signSession("owner@example.com", "another-secret-0123456789abcdef0123456789", NOW);
    expect(await verifySession(token, SECRET, NOW)).toBeNull();
  });

  it("refuses an altered payload", async () => {
    const [head, payload, signature] = parts(await signSession("owner@example.com", SECRET, NOW));
    const claims = decode(payload);
    const forged = b64({ ...claims, email: "attacker@example.com", sub: "local:attacker@example.com" });
    expect(await verifySession(`${head}.${forged}.${signature}`, SECRET, NOW)).toBeNull();
    const extended = b64({ ...claims, exp: claims.exp + 3600 * 24 * 365 });
    expect(await verifySession(`${head}.${extended}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it("refuses alg none and tokens signed with the raw secret", async () => {
    const claims = decode(parts(await signSession("owner@example.com", SECRET, NOW))[1]);
    expect(
      await verifySession(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`, SECRET, NOW),
    ).toBeNull();
    // Right claims, but keyed with AUTH_SECRET itself rather than the session key derived from it.
    const raw = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifySession(raw, SECRET, NOW)).toBeNull();
  });

  it("refuses garbage and a missing cookie", async () => {
    expect(await verifySession(undefined, SECRET, NOW)).toBeNull();
    expect(await verifySession("", SECRET, NOW)).toBeNull();
    expect(await verifySession("not.a.jwt", SECRET, NOW)).toBeNull();
  });

  it("lives in an HttpOnly, SameSite=Lax cookie, Secure in production, for 12 hours", () => {
    expect(sessionCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      path: "/",
      maxAge: 43_200,
    });
    expect(sessionCookieOptions(false).secure).toBe(false);
  });
});

describe("safeEqual", () => {
  it("compares whole values of any length", () => {
    expect(safeEqual("correct-horse", "correct-horse")).toBe(true);
    expect(safeEqual("correct-horse", "correct-horsE")).toBe(false);
    expect(safeEqual("short", "a much longer value")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
    expect(safeEqual("", "x")).toBe(false);
  });
});
