import { afterEach, describe, expect, it, vi } from "vitest";
import { launchChecklist } from "@/lib/settings/launch-checklist";

const row = (id: string) => launchChecklist().find((check) => check.id === id)!;
const POOLER = "postgres://postgres.ref:secret@aws-0-us-west-1.pooler.supabase.com:6543/postgres";

afterEach(() => vi.unstubAllEnvs());

describe("the launch checklist's security rows", () => {
  it("names Turnstile off in production as missing, and on as ok", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("TURNSTILE_SITE_KEY", "");
    vi.stubEnv("TURNSTILE_SECRET_KEY", "");
    expect(row("turnstile")).toMatchObject({
      status: "missing",
      value: "off",
      variable: "TURNSTILE_SITE_KEY",
    });
    vi.stubEnv("TURNSTILE_SITE_KEY", "0x4AAA");
    vi.stubEnv("TURNSTILE_SECRET_KEY", "0x4AAA-secret");
    expect(row("turnstile")).toMatchObject({ status: "ok", value: "on" });
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("TURNSTILE_SITE_KEY", "");
    vi.stubEnv("TURNSTILE_SECRET_KEY", "");
    expect(row("turnstile").status).toBe("optional");
  });

  it("says how leads reach the database, and shows the owner's opt-out of encryption as missing", () => {
    vi.stubEnv("DATABASE_URL", "");
    expect(row("databaseLink")).toMatchObject({ status: "ok", value: "embedded (PGlite)" });
    vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/app");
    expect(row("databaseLink")).toMatchObject({ status: "ok", value: "this machine" });
    vi.stubEnv("DATABASE_URL", `${POOLER}?sslmode=verify-full&sslrootcert=/etc/supabase.crt`);
    expect(row("databaseLink")).toMatchObject({
      status: "ok",
      value: "TLS, certificate checked (verify-full)",
    });
    vi.stubEnv("DATABASE_URL", `${POOLER}?sslmode=require`);
    expect(row("databaseLink")).toMatchObject({
      status: "default",
      value: expect.stringMatching(/not checked/),
    });
    vi.stubEnv("DATABASE_URL", POOLER);
    vi.stubEnv("DATABASE_ALLOW_PLAINTEXT", "1");
    expect(row("databaseLink")).toMatchObject({
      status: "missing",
      variable: "DATABASE_ALLOW_PLAINTEXT",
      value: "may be unencrypted",
    });
  });

  it("shows the hourly email ceilings", () => {
    vi.stubEnv("CONFIRMATIONS_PER_HOUR", "12");
    vi.stubEnv("OWNER_NOTIFICATIONS_PER_HOUR", "7");
    expect(row("ceilings")).toMatchObject({ status: "ok", value: "12 / 7" });
  });
});
