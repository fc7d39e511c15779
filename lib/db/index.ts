import "server-only";
import { env } from "@/lib/env";
import { openDatabase, type Database } from "./open";

export type { Database } from "./open";

const globalForDb = globalThis as unknown as { appDb?: Promise<Database> };

/** One database handle per process, opened and migrated on first use (cached across dev reloads). */
export function getDb(): Promise<Database> {
  globalForDb.appDb ??= openDatabase(
    { DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR },
    // Off when the schema is applied at deploy time instead (`supabase db push`); see the README.
    { migrate: env.MIGRATE_ON_START === "1" },
  ).catch(
    (error) => {
      globalForDb.appDb = undefined;
      throw error;
    },
  );
  return globalForDb.appDb;
}

/** Closes the handle, if one was opened (shutdown: PGlite flushes and releases its data directory). */
export async function closeDb(): Promise<void> {
  const open = globalForDb.appDb;
  globalForDb.appDb = undefined;
  if (open) await (await open.catch(() => undefined))?.close();
}
