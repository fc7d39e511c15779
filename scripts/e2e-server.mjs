// The server the browser tests run against: the standalone production build on a fresh database.
// PostgreSQL when E2E_ADMIN_DATABASE_URL is set (a new database per run, so tests can read what was stored);
// otherwise embedded PGlite in a temporary directory.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { startResendServer } from "../tests/support/resend-server.mjs";

const EXIT_WITH_PARENT = `--import=${fileURLToPath(new URL("../tests/support/exit-with-parent.mjs", import.meta.url))}`;

const port = process.env.E2E_PORT ?? "3210";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: port };

if (!existsSync(".next/standalone/start.mjs")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const admin = process.env.E2E_ADMIN_DATABASE_URL;
if (admin) {
  const name = process.env.E2E_DB_NAME;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  // Databases left by earlier runs are dropped once they are a day old; a run going on beside this one keeps its own.
  const dayAgo = (Date.now() - 24 * 3600_000).toString(36);
  const stale =
    await sql`select datname from pg_database where datname like 'e2e\\_%' and datname <> ${name}`;
  for (const { datname } of stale) {
    if (datname.slice(4) < dayAgo) await sql.unsafe(`drop database if exists "${datname}" with (force)`);
  }
  await sql.unsafe(`create database "${name}"`);
  await sql.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  env.DATA_DIR = mkdtempSync(join(tmpdir(), "e2e-pglite-"));
}

// Email goes to a local stand-in for Resend, never outside; webhooks go where the tests point them.
const resend = await startResendServer("re_e2e_local", { port: Number(port) + 1 });
Object.assign(env, {
  RESEND_API_KEY: "re_e2e_local",
  RESEND_BASE_URL: resend.url,
  WEBHOOK_ALLOW_PRIVATE: "1",
  NOTIFY_EMAIL: "owner@example.com",
});

// The standalone server, exactly as deployed (Dockerfile): node .next/standalone/start.mjs.
// Its stdin is a pipe from here: the server dies with this process, even when a killed test run SIGKILLs it.
const server = spawn(
  process.execPath,
  ["--max-old-space-size=256", EXIT_WITH_PARENT, ".next/standalone/start.mjs"],
  {
    stdio: ["pipe", "inherit", "inherit"],
    env: { ...env, HOSTNAME: "127.0.0.1" },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  void resend.close();
  process.exit(code ?? 0);
});
