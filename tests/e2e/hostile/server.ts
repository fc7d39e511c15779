import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { serverActionIds } from "@/lib/next-internals/build-output.mjs";
import { startAppServer, troubleLines, type AppServer } from "../../support/app-server.mjs";
import { freshDatabase } from "../../support/postgres.mjs";

export const OWNER = { email: "owner@example.com", password: "correct-horse-battery-staple" };
export const CRON_SECRET = "hostile-cron-secret-0123456789";

/** What must never appear in the server's own output under hostile input: each kind of line once, the first 20. */
export function serverTrouble(lines: string[]): string[] {
  const errors = lines.filter((line) => line.includes('"level":"error"'));
  return [...new Set([...troubleLines(lines), ...errors])].slice(0, 20);
}

export type HostileServer = AppServer & {
  logFile: string;
  actionIds: Record<string, string>;
  /** Runs a query on the server's database: PostgreSQL while it runs, PGlite once it has stopped (it holds a lock). */
  query: <T>(sql: string) => Promise<T[]>;
  remove: () => Promise<void>;
};

/**
 * The standalone server on a database of its own, its output in a file, rate limits raised (every request comes
 * from 127.0.0.1) and the client address taken from x-forwarded-for, so sign-in lockouts spread over many addresses.
 */
export async function startHostileServer(
  port: number,
  env: Record<string, string> = {},
): Promise<HostileServer> {
  const dir = mkdtempSync(join(tmpdir(), "e2e-hostile-"));
  const admin = process.env.E2E_ADMIN_DATABASE_URL;
  const postgres = admin ? await freshDatabase("hostile", admin) : null;
  const server = await startAppServer({
    port,
    logFile: join(dir, "server.log"),
    env: {
      AUTH_SECRET: "e2e-hostile-secret-0123456789abcdef0123456789",
      ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: "", DATA_DIR: join(dir, "data") }),
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_PER_HOUR: "10000000",
      // Every line stays in the log this spec reads for faults (hostile-probes tests the per-address allowance).
      LOG_LINES_PER_MINUTE: "0",
      TRUST_PROXY: "1",
      CRON_SECRET,
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      WEBHOOK_ALLOW_PRIVATE: "0",
      RESEND_API_KEY: "",
      TURNSTILE_SITE_KEY: "",
      TURNSTILE_SECRET_KEY: "",
      ...env,
    },
  }).catch(async (error: unknown) => {
    await postgres?.drop();
    throw error;
  });
  const actionIds = serverActionIds(".next/standalone/.next");
  return {
    ...server,
    logFile: join(dir, "server.log"),
    actionIds,
    query: async <T>(sql: string) => {
      if (postgres) return (await postgres.sql.unsafe(sql)) as unknown as T[];
      const db = await PGlite.create(join(dir, "data", "pglite"));
      try {
        return (await db.query<T>(sql)).rows;
      } finally {
        await db.close();
      }
    },
    remove: async () => {
      await server.stop("SIGKILL");
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
