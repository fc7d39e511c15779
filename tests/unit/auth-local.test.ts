import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { env } from "@/lib/env";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseOwnerEmails } from "@/lib/auth/config";
import { credentialsMatch, devOwner, type LocalCredentials } from "@/lib/auth/local-credentials";
import { localOwnerCheck } from "@/lib/auth/owner-check";
import { readSession, signSession } from "@/lib/auth/session";
import { readCredentials } from "@/lib/auth/sign-in";
import * as authDevOwnerModule from "@/lib/auth/dev-owner";
import * as authConfigModule from "@/lib/auth/config";
import * as authLocalCredentialsModule from "@/lib/auth/local-credentials";

const SECRET = "test-secret-0123456789abcdef0123456789abcdef";
const owner: LocalCredentials = {
  email: "Owner@Example.com",
  password: "correct-horse-battery-staple",
  source: "env",
};
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "auth-local-"));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe("local credentials", () => {
  it("match the email without case and the password exactly", () => {
    expect(credentialsMatch(owner, " owner@example.COM ", "correct-horse-battery-staple")).toBe(true);
    expect(credentialsMatch(owner, "owner@example.com", "Correct-horse-battery-staple")).toBe(false);
    expect(credentialsMatch(owner, "other@example.com", "correct-horse-battery-staple")).toBe(false);
  });

  it("generate the development owner once, mode 600, and reuse it", () => {
    const dir = tempDir();
    const first = devOwner(dir);
    expect(first).toMatchObject({ email: "owner@localhost", source: "generated" });
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(join(dir, "owner.json")).mode & 0o777).toBe(0o600);
    expect(devOwner(dir)).toEqual(first);
    expect(JSON.parse(readFileSync(join(dir, "owner.json"), "utf8")).password).toBe(first.password);
  });
});

describe("local owner check", () => {
  it("accepts the configured owner's session", async () => {
    const token = await signSession("owner@example.com", SECRET, Date.now(), owner.password);
    expect(await localOwnerCheck(token, owner, SECRET)).toEqual({
      ok: true,
      owner: { id: "local:owner@example.com", email: "owner@example.com" },
    });
  });

  it("signs out sessions of a previous owner and requests without a session", async () => {
    const token = await signSession("previous@example.com", SECRET);
    expect(await localOwnerCheck(token, owner, SECRET)).toEqual({ ok: false, reason: "signed-out" });
    expect(await localOwnerCheck(undefined, owner, SECRET)).toEqual({ ok: false, reason: "signed-out" });
  });

  it("ends sessions opened with a previous OWNER_PASSWORD", async () => {
    const token = await signSession("owner@example.com", SECRET, Date.now(), "the-old-password-123");
    expect(await localOwnerCheck(token, owner, SECRET)).toEqual({ ok: false, reason: "signed-out" });
    const unbound = await signSession("owner@example.com", SECRET);
    expect(await localOwnerCheck(unbound, owner, SECRET)).toEqual({ ok: false, reason: "signed-out" });
  });

  it("refuses a session that was signed out, by its id", async () => {
    const token = await signSession("owner@example.com", SECRET, Date.now(), owner.password);
    const { sessionId } = (await readSession(token, SECRET))!;
    const revoked = async (id: string) => id === sessionId;
    expect(await localOwnerCheck(token, owner, SECRET, Date.now(), revoked)).toEqual({
      ok: false,
      reason: "signed-out",
    });
    const other = await signSession("owner@example.com", SECRET, Date.now(), owner.password);
    expect((await localOwnerCheck(other, owner, SECRET, Date.now(), revoked)).ok).toBe(true);
  });

  it("is not configured without credentials", async () => {
    const token = await signSession("owner@example.com", SECRET);
    expect(await localOwnerCheck(token, undefined, SECRET)).toEqual({ ok: false, reason: "not-configured" });
  });
});

describe("configuration", () => {
  it("reads OWNER_EMAILS as a case-insensitive list", () => {
    expect(parseOwnerEmails(" A@Example.com, b@example.com ,,")).toEqual(["a@example.com", "b@example.com"]);
    expect(parseOwnerEmails(undefined)).toEqual([]);
  });

  it("in production without credentials names every variable to set", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("OWNER_EMAIL", "");
    vi.stubEnv("OWNER_PASSWORD", "");
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "");
    const config = authConfigModule;
    const credentials = authLocalCredentialsModule;
    expect(config.authMode()).toBe("local");
    expect(config.missingAuthSettings()).toEqual(["OWNER_EMAIL", "OWNER_PASSWORD", "AUTH_SECRET"]);
    expect(credentials.localCredentials()).toBeUndefined();
  });

  it("in Supabase mode needs OWNER_EMAILS", async () => {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "http://127.0.0.1:54321");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "sb_publishable_x");
    vi.stubEnv("OWNER_EMAILS", "");
    const config = authConfigModule;
    expect(config.authMode()).toBe("supabase");
    expect(config.missingAuthSettings()).toEqual(["OWNER_EMAILS"]);
  });

  it("refuses to read settings when only half of a pair is set", () => {
    vi.stubEnv("OWNER_EMAIL", "owner@example.com");
    vi.stubEnv("OWNER_PASSWORD", "");
    expect(() => env()).toThrow(/OWNER_PASSWORD: set together with OWNER_EMAIL/);
  });
});

describe("start-up announcement", () => {
  const noOwnerEnv = () => {
    for (const name of [
      "OWNER_EMAIL",
      "OWNER_PASSWORD",
      "NEXT_PUBLIC_SUPABASE_URL",
      "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY",
    ]) {
      vi.stubEnv(name, "");
    }
  };

  it("prints the generated owner in development", async () => {
    noOwnerEnv();
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("DATA_DIR", tempDir());
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await authDevOwnerModule.ensureDevOwner();
    const logged = JSON.parse(String(info.mock.calls[0]?.[0]));
    info.mockRestore();
    expect(logged).toMatchObject({ event: "dev_owner", email: "owner@localhost" });
    expect(logged.password).toHaveLength(24);
  });

  it("warns in production which variables are missing, and generates nothing", async () => {
    noOwnerEnv();
    const dir = tempDir();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("DATA_DIR", dir);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await authDevOwnerModule.ensureDevOwner();
    const logged = JSON.parse(String(warn.mock.calls[0]?.[0]));
    warn.mockRestore();
    expect(logged).toEqual({
      event: "owner_area_not_configured",
      mode: "local",
      missing: ["OWNER_EMAIL", "OWNER_PASSWORD", "AUTH_SECRET"],
    });
    expect(() => statSync(join(dir, "owner.json"))).toThrow();
  });
});

describe("sign-in form data", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  it("needs both fields", () => {
    expect(readCredentials(form({ email: " ", password: "x" }))).toBeNull();
    expect(readCredentials(form({ email: "a@b.co", password: "" }))).toBeNull();
    expect(readCredentials(form({}))).toBeNull();
    expect(readCredentials(form({ email: " a@b.co ", password: " pw " }))).toEqual({
      email: "a@b.co",
      password: " pw ",
    });
  });
});
