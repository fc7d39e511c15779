import type { CookieOptions } from "@supabase/ssr";
import { generateKeyPair, SignJWT } from "jose";
import { NextRequest, NextResponse } from "next/server";
import { revokeSession } from "@/lib/auth/owner-registry";
import { purgeExpired } from "@/lib/retention";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import type { Database } from "@/lib/db/open";
import { startSupabaseAuthServer, type SupabaseAuthServer } from "../support/supabase-auth-server";
import { backends, type Backend } from "./databases";
import * as authSupabaseClientModule from "@/lib/auth/supabase-client";
import * as authOwnerCheckModule from "@/lib/auth/owner-check";
import * as authConfigModule from "@/lib/auth/config";
import * as authProxyModule from "@/lib/auth/proxy";

// supabase-js needs a WebSocket class on Node 20 outside Next (which polyfills it itself).
if (typeof globalThis.WebSocket !== "function") globalThis.WebSocket = WebSocket as never;

const PASSWORD = "correct-horse-battery-staple";
let server: SupabaseAuthServer;
let backend: Backend;
let db: Database;
let auth: {
  client: typeof import("@/lib/auth/supabase-client");
  check: typeof import("@/lib/auth/owner-check");
  config: typeof import("@/lib/auth/config");
  proxy: typeof import("@/lib/auth/proxy");
};

/** The browser's cookies for the app's origin, behind the same getAll/setAll adapter Next gives the app. */
function cookieJar() {
  const jar = new Map<string, { value: string; options: CookieOptions }>();
  const adapter = {
    getAll: () => [...jar].map(([name, { value }]) => ({ name, value })),
    setAll: (list: { name: string; value: string; options: CookieOptions }[]) => {
      for (const { name, value, options } of list) {
        if (!value || options.maxAge === 0) jar.delete(name);
        else jar.set(name, { value, options });
      }
    },
  };
  return {
    jar,
    adapter,
    header: () =>
      adapter
        .getAll()
        .map((c) => `${c.name}=${c.value}`)
        .join("; "),
  };
}

const newClient = (adapter: ReturnType<typeof cookieJar>["adapter"]) =>
  auth.client.createSupabaseClient(auth.config.supabaseConfig()!, adapter);

/** Signs in as the app's sign-in action does: the owner's user is vetted (confirmed, pinned) on the way in. */
const signIn = (browser: ReturnType<typeof cookieJar>, email: string, password = PASSWORD) =>
  auth.client.supabaseSignIn(newClient(browser.adapter), email, password, (user) =>
    auth.client.vetSupabaseOwner(db, auth.config.ownerEmails(), user),
  );

async function signedIn(email = "owner@example.com") {
  const browser = cookieJar();
  expect(await signIn(browser, email)).toBe(email === "owner@example.com" ? "ok" : "ok-not-owner");
  return browser;
}

const checkOwner = (browser: ReturnType<typeof cookieJar>) => auth.check.checkOwnerWith(browser.adapter, db);

const grants = (type: string) => server.requests.filter((r) => r.grantType === type).length;

beforeAll(async () => {
  backend = backends()[0]!;
  db = await backend.open();
  server = await startSupabaseAuthServer({ secretKey: "sb_secret_test" });
  server.addUser("owner@example.com", PASSWORD);
  server.addUser("intruder@example.com", PASSWORD);
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", server.url);
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "sb_publishable_test");
  vi.stubEnv("OWNER_EMAILS", " Owner@Example.com , boss@example.com");
  auth = {
    client: authSupabaseClientModule,
    check: authOwnerCheckModule,
    config: authConfigModule,
    proxy: authProxyModule,
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
  await db?.close();
  await backend?.cleanup();
});

beforeEach(() => server.setAccessTokenTtl(3600));

describe("Supabase mode", () => {
  it("is chosen by the URL and publishable key", () => {
    expect(auth.config.authMode()).toBe("supabase");
    expect(auth.config.ownerEmails()).toEqual(["owner@example.com", "boss@example.com"]);
  });

  it("signs in with email and password into HttpOnly cookies and verifies the token against the JWKS", async () => {
    const browser = await signedIn();
    const [cookie] = [...browser.jar.values()];
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });

    const before = server.requests.length;
    const check = await checkOwner(browser);
    expect(check).toEqual({
      ok: true,
      owner: { id: server.users.get("owner@example.com")!.id, email: "owner@example.com" },
    });
    // getClaims checks the signature locally: no round trip to /user.
    const calls = server.requests.slice(before).map((r) => r.path);
    expect(calls).not.toContain("/auth/v1/user");
    expect(server.requests.some((r) => r.path === "/auth/v1/.well-known/jwks.json")).toBe(true);
  });

  it("answers a wrong password or an unknown user with the same 'incorrect'", async () => {
    const browser = cookieJar();
    expect(await auth.client.supabaseSignIn(newClient(browser.adapter), "owner@example.com", "nope")).toBe(
      "incorrect",
    );
    expect(await auth.client.supabaseSignIn(newClient(browser.adapter), "ghost@example.com", PASSWORD)).toBe(
      "incorrect",
    );
    expect(browser.jar.size).toBe(0);
    expect(await checkOwner(browser)).toEqual({ ok: false, reason: "signed-out" });
  });

  it("reports Supabase being unreachable as unavailable, not as a wrong password", async () => {
    const config = { ...auth.config.supabaseConfig()!, url: "http://127.0.0.1:9" };
    const client = auth.client.createSupabaseClient(config, cookieJar().adapter);
    expect(await auth.client.supabaseSignIn(client, "owner@example.com", PASSWORD)).toBe("unavailable");
  });

  it("refuses a signed-in user who is not on OWNER_EMAILS", async () => {
    const browser = await signedIn("intruder@example.com");
    expect(await checkOwner(browser)).toEqual({
      ok: false,
      reason: "not-allowed",
      email: "intruder@example.com",
    });
  });

  it("is not configured without OWNER_EMAILS, whoever is signed in", async () => {
    const browser = await signedIn();
    expect(await auth.client.supabaseOwnerCheck(newClient(browser.adapter), [])).toEqual({
      ok: false,
      reason: "not-configured",
    });
  });

  it("rejects a token whose claims were altered (the signature no longer matches)", async () => {
    const browser = await signedIn("intruder@example.com");
    const [name, cookie] = [...browser.jar][0]!;
    const session = JSON.parse(Buffer.from(cookie.value.replace(/^base64-/, ""), "base64url").toString());
    const [head, payload, signature] = session.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    claims.email = "owner@example.com";
    session.access_token = [head, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(
      ".",
    );
    browser.jar.set(name, {
      ...cookie,
      value: `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`,
    });
    expect(await checkOwner(browser)).toEqual({ ok: false, reason: "signed-out" });
  });

  it("refreshes an expired access token with the refresh token and writes the new session back", async () => {
    server.setAccessTokenTtl(-60);
    const browser = await signedIn();
    const stale = [...browser.jar.values()][0]!.value;
    server.setAccessTokenTtl(3600);
    const refreshes = grants("refresh_token");

    const check = await checkOwner(browser);
    expect(check.ok).toBe(true);
    expect(grants("refresh_token")).toBe(refreshes + 1);
    expect([...browser.jar.values()][0]!.value).not.toBe(stale);
    // The next request uses the refreshed cookies as they are.
    await checkOwner(browser);
    expect(grants("refresh_token")).toBe(refreshes + 1);
  });

  it("refreshes in the proxy for owner pages, passing the new cookies to the page and the browser", async () => {
    server.setAccessTokenTtl(-60);
    const browser = await signedIn();
    server.setAccessTokenTtl(3600);
    const refreshes = grants("refresh_token");
    const request = new NextRequest("http://localhost:3000/settings", {
      headers: { cookie: browser.header() },
    });
    const base = NextResponse.next();
    base.cookies.set("first_touch", "kept");

    const response = await auth.proxy.refreshOwnerSession(request, base, async () => db);
    expect(grants("refresh_token")).toBe(refreshes + 1);
    const [name] = [...browser.jar.keys()];
    const refreshed = response.cookies.get(name!);
    expect(refreshed?.value).toBeTruthy();
    expect(refreshed?.value).not.toBe(browser.jar.get(name!)!.value);
    expect(refreshed?.httpOnly).toBe(true);
    expect(response.cookies.get("first_touch")?.value).toBe("kept");
    expect(response.headers.get("x-middleware-request-cookie") ?? "").toContain(
      refreshed!.value.slice(0, 40),
    );

    const page = new NextRequest("http://localhost:3000/services", { headers: { cookie: browser.header() } });
    const untouched = NextResponse.next();
    expect(await auth.proxy.refreshOwnerSession(page, untouched, async () => db)).toBe(untouched);
    expect(grants("refresh_token")).toBe(refreshes + 1);
  });

  it("never asks Supabase to refresh a session the project did not sign, in the proxy or the page", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    const past = Math.floor(Date.now() / 1000) - 3600;
    const forgedToken = await new SignJWT({ email: "owner@example.com", session_id: "forged" })
      .setProtectedHeader({ alg: "ES256", kid: "made-up", typ: "JWT" })
      .setSubject(server.users.get("owner@example.com")!.id)
      .setIssuer(`${server.url}/auth/v1`)
      .setIssuedAt(past - 3600)
      .setExpirationTime(past)
      .sign(privateKey);
    const session = {
      access_token: forgedToken,
      refresh_token: "made-up",
      expires_at: past,
      token_type: "bearer",
    };
    const browser = cookieJar();
    browser.jar.set("sb-auth-token", {
      value: `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`,
      options: {},
    });
    const refreshes = grants("refresh_token");
    for (let i = 0; i < 20; i++) {
      const request = new NextRequest("http://localhost:3000/settings", {
        headers: { cookie: browser.header(), "x-forwarded-for": "198.51.100.7" },
      });
      await auth.proxy.refreshOwnerSession(request, NextResponse.next(), async () => db);
      expect(await checkOwner(browser)).toEqual({ ok: false, reason: "signed-out" });
    }
    expect(grants("refresh_token")).toBe(refreshes);
  });

  it("refreshes genuine expired sessions from one address ten times in 15 minutes, then treats them as signed out", async () => {
    const ipHash = "refresh-limit-test";
    const outcomes: boolean[] = [];
    const refreshes = grants("refresh_token");
    for (let i = 0; i < 12; i++) {
      server.setAccessTokenTtl(-60);
      const browser = await signedIn();
      server.setAccessTokenTtl(3600);
      outcomes.push((await auth.check.checkOwnerWith(browser.adapter, db, ipHash)).ok);
    }
    expect(outcomes).toEqual([...Array(10).fill(true), false, false]);
    expect(grants("refresh_token")).toBe(refreshes + 10);
  });

  it("reports Supabase's 429 on a sign-in as limited (counted against the address), not as unavailable", async () => {
    server.setRateLimited(true);
    try {
      expect(await signIn(cookieJar(), "owner@example.com")).toBe("limited");
    } finally {
      server.setRateLimited(false);
    }
  });

  it("signs out: Supabase revokes the session and the cookies are cleared", async () => {
    const browser = await signedIn();
    const active = server.activeRefreshTokens();
    expect(await auth.client.supabaseSignOut(newClient(browser.adapter))).toBe(true);
    expect(server.requests.at(-1)).toMatchObject({ method: "POST", path: "/auth/v1/logout" });
    expect(server.activeRefreshTokens()).toBe(active - 1);
    expect(browser.jar.size).toBe(0);
    expect(await checkOwner(browser)).toEqual({ ok: false, reason: "signed-out" });
  });

  it("refuses a session signed out on the server, even from a copy of its cookies", async () => {
    const browser = await signedIn();
    const copy = cookieJar();
    for (const [name, cookie] of browser.jar) copy.jar.set(name, cookie);
    expect((await checkOwner(copy)).ok).toBe(true);
    // What the sign-out action records before Supabase clears the browser's cookies.
    const { data } = await newClient(browser.adapter).auth.getClaims();
    await revokeSession(db, String(data!.claims.session_id), new Date(data!.claims.exp! * 1000));
    expect(await checkOwner(copy)).toEqual({ ok: false, reason: "signed-out" });
  });

  it("keeps refusing a session whose sign-out Supabase missed, also after its access token expired", async () => {
    const browser = await signedIn();
    const copy = cookieJar();
    for (const [name, cookie] of browser.jar) copy.jar.set(name, cookie);
    server.setLogoutAvailable(false);
    try {
      expect(await auth.client.endSupabaseSession(newClient(browser.adapter), async () => db)).toBe(false);
    } finally {
      server.setLogoutAvailable(true);
    }
    expect(await checkOwner(copy)).toEqual({ ok: false, reason: "signed-out" });
    // Supabase still honours the copy's refresh token, so the revocation here must outlive the access token's hour.
    await purgeExpired(db, new Date(Date.now() + 2 * 3600_000));
    expect(await checkOwner(copy)).toEqual({ ok: false, reason: "signed-out" });
  });

  it("tells Supabase of a sign-out before it needs the database, so an outage of the database keeps nobody signed in", async () => {
    const browser = await signedIn();
    const active = server.activeRefreshTokens();
    const down = () => Promise.reject(new Error("database down"));
    await expect(auth.client.endSupabaseSession(newClient(browser.adapter), down)).rejects.toThrow(
      "database down",
    );
    expect(server.activeRefreshTokens()).toBe(active - 1);
    expect(browser.jar.size).toBe(0);
  });

  it("refuses an owner whose email was never confirmed, and leaves no session behind", async () => {
    server.addUser("boss@example.com", PASSWORD, { confirmed: false });
    const browser = cookieJar();
    expect(await signIn(browser, "boss@example.com")).toBe("unconfirmed");
    expect(browser.jar.size).toBe(0);
    expect(await checkOwner(browser)).toEqual({ ok: false, reason: "signed-out" });
  });

  it("pins an owner email to the first confirmed user: another account with that email is not let in", async () => {
    expect((await checkOwner(await signedIn())).ok).toBe(true);
    const original = server.users.get("owner@example.com")!;
    // The account is deleted and someone signs up again with the owner's address.
    server.addUser("owner@example.com", PASSWORD);
    try {
      const browser = cookieJar();
      expect(await signIn(browser, "owner@example.com")).toBe("ok-not-owner");
      expect(await checkOwner(browser)).toEqual({
        ok: false,
        reason: "not-allowed",
        email: "owner@example.com",
      });
    } finally {
      server.users.set("owner@example.com", original);
    }
  });
});
