import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "@/lib/db/open";

// A PostgreSQL server of the test's own that accepts TLS only (pg_hba: hostssl), with a certificate for
// "localhost" signed by a throwaway authority: what DATABASE_URL's sslmode and CA settings really do on the wire.
const BIN = "/usr/lib/postgresql/15/bin";
const PORT = Number(process.env.TLS_TEST_PORT ?? 3530);
const available =
  existsSync(`${BIN}/initdb`) && process.getuid?.() === 0 && spawnable("openssl") && spawnable("runuser");

function spawnable(command: string) {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

let dir: string;
const path = (name: string) => join(dir, name);
const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
const asPostgres = (...args: string[]) =>
  execFileSync("runuser", ["-u", "postgres", "--", ...args], { stdio: "pipe" });

/** A self-signed authority and, when `server` is given, a certificate it signs for that host. */
function authority(name: string) {
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    `/CN=${name}`,
    "-keyout",
    path(`${name}.key`),
    "-out",
    path(`${name}.crt`),
  );
}

describe.skipIf(!available)("the database link over TLS, against a server that refuses anything else", () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "pg-tls-"));
    authority("test-ca");
    authority("other-ca");
    writeFileSync(path("san.ext"), "subjectAltName=DNS:localhost\n");
    openssl(
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=localhost",
      "-keyout",
      path("server.key"),
      "-out",
      path("server.csr"),
    );
    openssl(
      "x509",
      "-req",
      "-in",
      path("server.csr"),
      "-CA",
      path("test-ca.crt"),
      "-CAkey",
      path("test-ca.key"),
      "-CAcreateserial",
      "-days",
      "2",
      "-extfile",
      path("san.ext"),
      "-out",
      path("server.crt"),
    );
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    for (const file of ["server.key", "server.crt"]) chownSync(path(file), uid, gid);
    chmodSync(path("server.key"), 0o600);
    chownSync(dir, uid, gid);
    asPostgres(`${BIN}/initdb`, "-D", path("data"), "-U", "postgres", "--auth=trust");
    writeFileSync(
      path("data/pg_hba.conf"),
      "hostssl all all 127.0.0.1/32 trust\nhostnossl all all 127.0.0.1/32 reject\n",
    );
    const options = [
      `-p ${PORT}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c ssl=on",
      `-c ssl_cert_file=${path("server.crt")}`,
      `-c ssl_key_file=${path("server.key")}`,
    ].join(" ");
    asPostgres(`${BIN}/pg_ctl`, "-D", path("data"), "-o", options, "-l", path("log"), "-w", "start");
  }, 60_000);

  afterAll(() => {
    if (!dir) return;
    try {
      asPostgres(`${BIN}/pg_ctl`, "-D", path("data"), "-m", "immediate", "-w", "stop");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Whether the session is encrypted, by the server's own account; throws what connecting threw. */
  async function encrypted(url: string, env: Record<string, string> = {}) {
    const db = await openDatabase({ DATABASE_URL: url, ...env }, { migrate: false });
    try {
      const [row] = rowsOf<{ ssl: boolean }>(
        await db.execute(sql`select ssl from pg_stat_ssl where pid = pg_backend_pid()`),
      );
      return row?.ssl;
    } finally {
      await db.close();
    }
  }
  const url = (host: string, query: string) => `postgres://postgres@${host}:${PORT}/postgres?${query}`;
  /** Why connecting failed, as the driver said it (the query builder wraps it). */
  const refusal = (attempt: Promise<unknown>) =>
    attempt.then(
      () => "connected",
      (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
    );

  it("verify-full with the server's authority (a file or DATABASE_CA_CERT) connects encrypted", async () => {
    expect(await encrypted(url("localhost", `sslmode=verify-full&sslrootcert=${path("test-ca.crt")}`))).toBe(
      true,
    );
    const pem = readFileSync(path("test-ca.crt"), "utf8");
    expect(await encrypted(url("localhost", "sslmode=verify-full"), { DATABASE_CA_CERT: pem })).toBe(true);
  });

  it("refuses a server whose certificate another authority signed, or that names another host", async () => {
    expect(
      await refusal(encrypted(url("localhost", `sslmode=verify-full&sslrootcert=${path("other-ca.crt")}`))),
    ).toMatch(/self[- ]signed|unable to (verify|get)/i);
    expect(
      await refusal(encrypted(url("127.0.0.1", `sslmode=verify-full&sslrootcert=${path("test-ca.crt")}`))),
    ).toMatch(/altnames|does not match|hostname/i);
    // verify-ca checks the signer only, as libpq's does.
    expect(await encrypted(url("127.0.0.1", `sslmode=verify-ca&sslrootcert=${path("test-ca.crt")}`))).toBe(
      true,
    );
  });

  it("require encrypts without checking the certificate; disable is refused by a server that enforces TLS", async () => {
    expect(await encrypted(url("localhost", "sslmode=require"))).toBe(true);
    expect(await refusal(encrypted(url("localhost", "sslmode=disable")))).toMatch(/no encryption|pg_hba/i);
  });
});
