import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from "jose";

/** `confirmed: false` is a user who never followed the confirmation link (projects may let them sign in). */
export type AuthUser = { id: string; email: string; password: string; createdAt: string; confirmed: boolean };
export type AuthRequest = {
  method: string;
  path: string;
  grantType: string | null;
  headers: IncomingMessage["headers"];
};

export type SupabaseAuthServer = {
  url: string;
  requests: AuthRequest[];
  users: Map<string, AuthUser>;
  addUser: (email: string, password: string, options?: { confirmed?: boolean }) => AuthUser;
  /** Lifetime of the access tokens issued from now on; negative issues already-expired tokens. */
  setAccessTokenTtl: (seconds: number) => void;
  /** Refresh tokens still usable. */
  activeRefreshTokens: () => number;
  /** Whether /logout answers; when not, it fails with 503 as an outage would. */
  setLogoutAvailable: (available: boolean) => void;
  /** While on, every token grant is answered 429, as Supabase answers an address past its rate limit. */
  setRateLimited: (limited: boolean) => void;
  close: () => Promise<void>;
};

type Session = { id: string; userId: string; refreshToken: string; revoked: boolean };

/**
 * The parts of Supabase Auth (GoTrue) the app calls, over real HTTP: password and refresh-token grants issuing
 * ES256 access tokens (public key at /.well-known/jwks.json), /user, /logout and the admin user create.
 * Error bodies and the API-version header are GoTrue's, so supabase-js maps them to the same errors.
 */
export async function startSupabaseAuthServer(options: { secretKey: string }): Promise<SupabaseAuthServer> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig", key_ops: ["verify"] };
  const users = new Map<string, AuthUser>();
  const sessions = new Map<string, Session>();
  const requests: AuthRequest[] = [];
  let ttl = 3600;
  let logoutAvailable = true;
  let rateLimited = false;
  let issuer = "";

  const addUser = (email: string, password: string, { confirmed = true } = {}) => {
    const user = {
      id: randomUUID(),
      email: email.toLowerCase(),
      password,
      createdAt: new Date().toISOString(),
      confirmed,
    };
    users.set(user.email, user);
    return user;
  };
  const userJson = (user: AuthUser) => ({
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: user.confirmed ? user.createdAt : null,
    confirmed_at: user.confirmed ? user.createdAt : null,
    phone: "",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    identities: [],
    created_at: user.createdAt,
    updated_at: user.createdAt,
    is_anonymous: false,
  });

  async function issue(user: AuthUser, sessionId: string = randomUUID()) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + ttl;
    const accessToken = await new SignJWT({
      email: user.email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: {},
    })
      .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
      .setSubject(user.id)
      .setAudience("authenticated")
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    const refreshToken = randomBytes(12).toString("base64url");
    sessions.set(refreshToken, { id: sessionId, userId: user.id, refreshToken, revoked: false });
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: ttl,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  const userById = (id: string) => [...users.values()].find((user) => user.id === id);
  const bearer = (req: IncomingMessage) => req.headers.authorization?.replace(/^Bearer /, "") ?? "";
  const verified = async (token: string) => {
    try {
      return (await jwtVerify(token, publicKey, { issuer, audience: "authenticated" })).payload;
    } catch {
      return null;
    }
  };
  const fail = (status: number, code: string, message: string) => ({
    status,
    body: { code, error_code: code, msg: message },
  });

  async function route(req: IncomingMessage, body: Record<string, unknown>, url: URL) {
    const path = url.pathname.replace(/^\/auth\/v1/, "");
    const grant = url.searchParams.get("grant_type");
    if (req.method === "GET" && path === "/.well-known/jwks.json")
      return { status: 200, body: { keys: [jwk] } };
    if (req.method === "POST" && path === "/token" && rateLimited)
      return fail(429, "over_request_rate_limit", "Request rate limit reached");
    if (req.method === "POST" && path === "/token" && grant === "password") {
      const user = users.get(String(body.email ?? "").toLowerCase());
      if (!user || user.password !== body.password)
        return fail(400, "invalid_credentials", "Invalid login credentials");
      return { status: 200, body: await issue(user) };
    }
    if (req.method === "POST" && path === "/token" && grant === "refresh_token") {
      const session = sessions.get(String(body.refresh_token ?? ""));
      const user = session && !session.revoked ? userById(session.userId) : undefined;
      if (!session || !user)
        return fail(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      session.revoked = true;
      return { status: 200, body: await issue(user, session.id) };
    }
    if (req.method === "GET" && path === "/user") {
      const claims = await verified(bearer(req));
      const user = claims?.sub ? userById(claims.sub) : undefined;
      return user ? { status: 200, body: userJson(user) } : fail(403, "bad_jwt", "invalid JWT");
    }
    if (req.method === "POST" && path === "/logout") {
      if (!logoutAvailable) return fail(503, "unexpected_failure", "Service Unavailable");
      const claims = await verified(bearer(req));
      if (!claims) return fail(403, "bad_jwt", "invalid JWT");
      for (const session of sessions.values()) if (session.id === claims.session_id) session.revoked = true;
      return { status: 204 };
    }
    if (req.method === "POST" && path === "/admin/users") {
      if (req.headers.apikey !== options.secretKey) return fail(401, "no_authorization", "Invalid API key");
      const email = String(body.email ?? "").toLowerCase();
      if (users.has(email))
        return fail(422, "email_exists", "A user with this email address has already been registered");
      if (typeof body.password !== "string" || body.password.length < 6) {
        return fail(422, "weak_password", "Password should be at least 6 characters.");
      }
      if (body.email_confirm !== true)
        return fail(422, "validation_failed", "This fake only creates confirmed users");
      return { status: 200, body: userJson(addUser(email, body.password)) };
    }
    return fail(404, "not_found", "Not found");
  }

  const server = createServer((req, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        grantType: url.searchParams.get("grant_type"),
        headers: req.headers,
      });
      const { status, body } = await route(req, raw ? JSON.parse(raw) : {}, url);
      res.writeHead(status, { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${url}/auth/v1`;

  return {
    url,
    requests,
    users,
    addUser,
    setAccessTokenTtl: (seconds) => (ttl = seconds),
    activeRefreshTokens: () => [...sessions.values()].filter((session) => !session.revoked).length,
    setLogoutAvailable: (available) => (logoutAvailable = available),
    setRateLimited: (limited) => (rateLimited = limited),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
