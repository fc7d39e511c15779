import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { Database } from "@/lib/db/open";

const MIGRATIONS = resolve("supabase/migrations");
type Journal = { entries: { tag: string }[] };

/**
 * Migrates an empty database up to just before the migration named `tag`, as a database deployed before it had
 * that migration; `migrateDatabase` then applies the rest.
 */
export async function migrateBefore(db: Database, tag: string) {
  const dir = mkdtempSync(join(tmpdir(), "migrations-before-"));
  try {
    cpSync(MIGRATIONS, dir, { recursive: true });
    const path = join(dir, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(path, "utf8")) as Journal;
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
    if (at < 0) throw new Error(`no migration named ${tag}`);
    writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    if (db.driver === "pglite") await migratePglite(db as never, { migrationsFolder: dir });
    else await migratePostgres(db, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
