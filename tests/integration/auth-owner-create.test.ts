import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupabaseAuthServer, type SupabaseAuthServer } from "../support/supabase-auth-server";

const SECRET_KEY = "sb_secret_owner_cli";
let server: SupabaseAuthServer;

/** Runs `npm run owner:create -- EMAIL` as an operator would, with stdin piped (not a terminal). */
function ownerCreate(email: string, env: Record<string, string>, stdin = "") {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn("npx", ["tsx", "scripts/owner-create.mts", email], {
      env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: server.url, SUPABASE_SECRET_KEY: SECRET_KEY, ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.stdin.end(stdin);
    child.on("close", (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  server = await startSupabaseAuthServer({ secretKey: SECRET_KEY });
});
afterAll(() => server.close());

describe("npm run owner:create", { timeout: 60_000 }, () => {
  it("creates a confirmed user with the secret key and the password from OWNER_PASSWORD", async () => {
    const { code, out } = await ownerCreate("Owner@Example.com", {
      OWNER_PASSWORD: "correct-horse-battery-staple",
      OWNER_EMAILS: "",
    });
    expect(code, out).toBe(0);
    expect(out).toContain("Created owner@example.com");
    expect(out).toContain("OWNER_EMAILS=owner@example.com");
    expect(server.users.get("owner@example.com")?.password).toBe("correct-horse-battery-staple");
    const request = server.requests.find((r) => r.path === "/auth/v1/admin/users");
    expect(request?.headers.apikey).toBe(SECRET_KEY);
  });

  it("reads the password from stdin when not given one", async () => {
    const { code, out } = await ownerCreate(
      "second@example.com",
      { OWNER_PASSWORD: "" },
      "piped-password-123\n",
    );
    expect(code, out).toBe(0);
    expect(server.users.get("second@example.com")?.password).toBe("piped-password-123");
  });

  it("explains an existing user, a short password and missing settings", async () => {
    const existing = await ownerCreate("owner@example.com", { OWNER_PASSWORD: "another-long-password" });
    expect(existing.code).toBe(1);
    expect(existing.out).toContain("already exists");

    const short = await ownerCreate("third@example.com", { OWNER_PASSWORD: "short" });
    expect(short.code).toBe(1);
    expect(short.out).toContain("at least 12 characters");

    const unset = await ownerCreate("third@example.com", {
      SUPABASE_SECRET_KEY: "",
      OWNER_PASSWORD: "long-enough-pass",
    });
    expect(unset.code).toBe(1);
    expect(unset.out).toContain("SUPABASE_SECRET_KEY");
    expect(server.users.has("third@example.com")).toBe(false);
  });
});
