// PostgreSQL for benchmark runs: a fresh database on the machine's server, or a private server of its own
// (for runs that stop and start it).
import { spawn, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres, { type Sql } from "postgres";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A new database on the machine's PostgreSQL, dropped by `drop()`. */
export async function freshDatabase(prefix: string, adminUrl = ADMIN_URL) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql: Sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    drop: async () => {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A PostgreSQL server of the run's own (Debian's binaries, run as the postgres user), so it can be stopped and
 * started without touching the machine's server.
 */
export function privateServer(port: number) {
  const versions = readdirSync("/usr/lib/postgresql").sort();
  const bin = join("/usr/lib/postgresql", versions.at(-1)!, "bin");
  const dir = mkdtempSync(join(tmpdir(), "bench-pg-"));
  chownSync(dir, uidOf("postgres"), gidOf("postgres"));
  const data = join(dir, "data");
  const command = (args: string[]) => ["postgres", "-s", "/bin/sh", "-c", args.join(" ")];
  const asPostgres = (args: string[]) => {
    const result = spawnSync("su", command(args), { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
  };
  // Asynchronous, so a load running in this process keeps its timing while the server stops or starts.
  const asPostgresAsync = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn("su", command(args), { stdio: "ignore" });
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited ${code}`))));
    });
  asPostgres([join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", ">/dev/null"]);
  const options = `"-p ${port} -k ${dir} -c listen_addresses=127.0.0.1"`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      asPostgresAsync([
        join(bin, "pg_ctl"),
        "-D",
        data,
        "-w",
        "-l",
        join(dir, "server.log"),
        "-o",
        options,
        "start",
      ]),
    /** Fast shutdown: open connections are cut, as in a crash or failover of the database. */
    stop: () => asPostgresAsync([join(bin, "pg_ctl"), "-D", data, "-w", "-m", "fast", "stop"]),
    remove: () => {
      spawnSync("su", command([join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop"]));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(user: string): number {
  return Number(spawnSync("id", ["-u", user], { encoding: "utf8" }).stdout.trim());
}
function gidOf(user: string): number {
  return Number(spawnSync("id", ["-g", user], { encoding: "utf8" }).stdout.trim());
}
