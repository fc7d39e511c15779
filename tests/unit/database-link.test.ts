import { describe, expect, it } from "vitest";
import { databaseLink } from "@/lib/config/database-link";
import { problemLine, startupReport } from "@/lib/config/schema";
import { rootCertificateProblems } from "@/lib/config/startup";
import { postgresConnection } from "@/lib/db/tls";

const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), CLIENT_ADDRESS_FROM_SOCKET: "1" };
const POOLER = "postgres://postgres.ref:secret@aws-0-us-west-1.pooler.supabase.com:6543/postgres";
const errors = (env: Record<string, string>) =>
  startupReport({ ...production, ...env }).errors.map(problemLine);

describe("the database link a DATABASE_URL describes", () => {
  it("reads sslmode and sslrootcert as libpq does", () => {
    expect(databaseLink(POOLER)).toEqual({
      kind: "unspecified",
      host: "aws-0-us-west-1.pooler.supabase.com",
    });
    expect(databaseLink(`${POOLER}?sslmode=require`)).toMatchObject({ kind: "encrypted" });
    expect(databaseLink(`${POOLER}?sslmode=verify-full&sslrootcert=/etc/ca.crt`)).toMatchObject({
      kind: "verified",
      mode: "verify-full",
      rootCert: "/etc/ca.crt",
    });
    // A root certificate makes require check who signed the server's certificate (libpq's verify-ca).
    expect(databaseLink(`${POOLER}?sslmode=require&sslrootcert=/etc/ca.crt`)).toMatchObject({
      mode: "verify-ca",
    });
    expect(databaseLink(POOLER, true)).toMatchObject({ kind: "verified", mode: "verify-full" });
    for (const mode of ["disable", "allow", "prefer"])
      expect(databaseLink(`${POOLER}?sslmode=${mode}`)).toMatchObject({ kind: "unencrypted", mode });
    expect(databaseLink(`${POOLER}?ssl=true`)).toMatchObject({ kind: "encrypted" });
    expect(databaseLink(`${POOLER}?sslmode=sometimes`)).toEqual({ kind: "malformed" });
  });

  it("treats loopback addresses and Unix sockets as local, and any remote host among several as remote", () => {
    for (const url of [
      "postgres://postgres@127.0.0.1:5432/test",
      "postgres://u@localhost/db",
      "postgres://u@[::1]:5432/db",
      "postgres:///db?host=/var/run/postgresql",
    ])
      expect(databaseLink(url).kind, url).toBe("local");
    expect(databaseLink("postgres://u@localhost:5432,db.example.com:5432/db").kind).toBe("unspecified");
    expect(databaseLink("postgres://u:p%40ss@db.example.com/db")).toMatchObject({ host: "db.example.com" });
  });

  it("judges the host a query's `host` names over the authority, and refuses what the driver could not follow", () => {
    expect(databaseLink("postgres://u@db.example.com/db?host=localhost")).toMatchObject({
      kind: "local",
      host: "localhost",
    });
    expect(databaseLink("postgres://u@localhost/db?host=db.example.com")).toEqual({
      kind: "unspecified",
      host: "db.example.com",
    });
    expect(errors({ DATABASE_URL: "postgres://u@127.0.0.1/db?host=db.example.com" })).toEqual([
      expect.stringMatching(/^DATABASE_URL: names db\.example\.com without sslmode/),
    ]);
    for (const url of [
      "postgres://u@db.example.com/db?hostaddr=127.0.0.1",
      "postgres://u@db.example.com/db?host=localhost&host=db.example.com",
    ])
      expect(databaseLink(url), url).toEqual({ kind: "malformed" });
  });
});

describe("the start check in production", () => {
  it("refuses a remote DATABASE_URL that may be unencrypted, naming it", () => {
    expect(errors({ DATABASE_URL: POOLER })).toEqual([
      expect.stringMatching(
        /^DATABASE_URL: names aws-0-us-west-1\.pooler\.supabase\.com without sslmode, which would allow an unencrypted link: use sslmode=verify-full/,
      ),
    ]);
    expect(errors({ DATABASE_URL: `${POOLER}?sslmode=prefer` })).toEqual([
      expect.stringMatching(/^DATABASE_URL: names .* with sslmode=prefer, which allows an unencrypted link/),
    ]);
    expect(errors({ DATABASE_URL: `${POOLER}?sslmode=nope` })).toEqual([
      expect.stringMatching(
        /^DATABASE_URL: sslmode must be disable, allow, prefer, require, verify-ca or verify-full/,
      ),
    ]);
  });

  it("starts with TLS, on this machine, or with the owner's explicit opt-out, which it logs", () => {
    for (const url of [
      `${POOLER}?sslmode=require`,
      `${POOLER}?sslmode=verify-full`,
      "postgres://u@127.0.0.1/db",
    ])
      expect(errors({ DATABASE_URL: url }), url).toEqual([]);
    expect(errors({ DATABASE_URL: POOLER, DATABASE_CA_CERT: CERTIFICATE })).toEqual([]);
    const optedOut = startupReport({ ...production, DATABASE_URL: POOLER, DATABASE_ALLOW_PLAINTEXT: "1" });
    expect(optedOut.errors).toEqual([]);
    expect(optedOut.warnings.map(problemLine)).toContainEqual(
      expect.stringMatching(/^DATABASE_ALLOW_PLAINTEXT: is 1: the link to aws-0-.* may be unencrypted/),
    );
    // Development is forgiving: the link gets TLS all the same (below), nothing stops.
    expect(startupReport({ DATABASE_URL: POOLER }).errors).toEqual([]);
  });

  it("names a CA file that cannot be read or holds no certificate", () => {
    expect(
      rootCertificateProblems({ DATABASE_URL: `${POOLER}?sslmode=verify-full&sslrootcert=/nope.crt` }),
    ).toEqual([{ variable: "DATABASE_URL", rule: "sslrootcert=/nope.crt cannot be read" }]);
    expect(rootCertificateProblems({ DATABASE_URL: `${POOLER}?sslrootcert=/etc/hostname` })).toEqual([
      { variable: "DATABASE_URL", rule: "sslrootcert=/etc/hostname holds no PEM certificate" },
    ]);
    expect(rootCertificateProblems({ DATABASE_URL: `${POOLER}?sslrootcert=system` })).toEqual([]);
  });
});

describe("what postgres.js is given", () => {
  it("TLS for a remote host without sslmode, TLS if offered once the owner opted out, none on this machine", () => {
    expect(postgresConnection(POOLER).ssl).toBe("require");
    expect(postgresConnection(POOLER, { DATABASE_ALLOW_PLAINTEXT: "1" }).ssl).toBe("prefer");
    expect(postgresConnection(`${POOLER}?sslmode=disable`).ssl).toBe(false);
    expect(postgresConnection("postgres://u@127.0.0.1/db").ssl).toBe(false);
  });

  it("a checked link with the given authority, the TLS parameters kept from the server", () => {
    const { url, ssl } = postgresConnection(`${POOLER}?sslmode=verify-full&application_name=site`, {
      DATABASE_CA_CERT: CERTIFICATE,
    });
    expect(url).toBe(`${POOLER}?application_name=site`);
    expect(ssl).toMatchObject({ rejectUnauthorized: true, ca: CERTIFICATE });
    const system = postgresConnection(`${POOLER}?sslrootcert=system`);
    expect(system.url).toBe(POOLER);
    expect(system.ssl).toMatchObject({ rejectUnauthorized: true });
    expect(system.ssl).not.toHaveProperty("ca");
    const signerOnly = postgresConnection(`${POOLER}?sslmode=verify-ca`).ssl as {
      checkServerIdentity?: unknown;
    };
    expect(typeof signerOnly.checkServerIdentity).toBe("function");
  });

  it("the host a query's `host` names, which the TLS check judged, never the authority it overrides", () => {
    // libpq connects to ?host= rather than the authority; postgres.js would connect to the authority, in plain text
    // here, and send `host` to the server as a setting. Given the host, it goes where the check looked.
    const local = postgresConnection(
      "postgres://u:p@db.example.com:5432/db?host=localhost&application_name=x",
    );
    expect(local).toEqual({
      url: "postgres://u:p@db.example.com:5432/db?application_name=x",
      ssl: false,
      host: "localhost",
    });
    const remote = postgresConnection("postgres://u:p@localhost:5432/db?host=db.example.com");
    expect(remote).toEqual({
      url: "postgres://u:p@localhost:5432/db",
      ssl: "require",
      host: "db.example.com",
    });
    expect(postgresConnection("postgres:///db?host=/var/run/postgresql")).toEqual({
      url: "postgres:///db",
      ssl: false,
      host: "/var/run/postgresql",
    });
    expect(postgresConnection(POOLER)).not.toHaveProperty("host");
  });
});

const CERTIFICATE = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----";
