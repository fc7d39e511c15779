import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type Database } from "@/lib/db/open";

export { rowsOf } from "@/lib/db/open";

/** `url`: where other processes can reach the same database (PostgreSQL only). */
export type Backend = {
  name: string;
  /** `migrate: false` leaves the database empty, for tests that apply migrations themselves. */
  open: (options?: { migrate?: boolean }) => Promise<Database>;
  cleanup: () => Promise<void>;
  url?: string;
};

/**
 * Embedded PGlite in a fresh directory, always: migrated ones start as a copy of the run's migrated template
 * (tests/support/database-templates.ts), and opening still runs the migrator, which finds nothing to apply.
 */
function pgliteBackend(): Backend {
  let dir: string | undefined;
  return {
    name: "pglite",
    open: (options) => {
      dir = mkdtempSync(join(tmpdir(), "leads-pglite-"));
      if (options?.migrate !== false)
        cpSync(join(inject("pgliteTemplate"), "pglite"), join(dir, "pglite"), { recursive: true });
      return openDatabase({ DATA_DIR: dir }, options);
    },
    cleanup: async () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on the PostgreSQL server named by TEST_DATABASE_URL, dropped afterwards; migrated ones are made
 * from the run's migrated template.
 */
function postgresBackend(adminUrl: string): Backend {
  const name = `it_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: "postgres",
    url: url.toString(),
    open: async (options) => {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      const template = options?.migrate !== false ? inject("postgresTemplate") : "";
      await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
      await admin.end();
      return openDatabase({ DATABASE_URL: url.toString() }, options);
    },
    cleanup: async () => {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function backends(): Backend[] {
  const list = [pgliteBackend()];
  if (process.env.TEST_DATABASE_URL) list.push(postgresBackend(process.env.TEST_DATABASE_URL));
  return list;
}

/** Opens the backend's database before the enclosing block's tests, and closes and removes it after them. */
export function openForTests(backend: Backend, opened: (db: Database) => void) {
  let db: Database | undefined;
  beforeAll(async () => opened((db = await backend.open())), 60_000);
  afterAll(async () => {
    await db?.close();
    await backend.cleanup();
  });
}
