import "server-only";
import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process-singleton";
import { openDatabase, type Database } from "./open";

const handle = processSingleton("db", (): { db?: Promise<Database> } => ({}));

/** One database handle per process, opened and migrated on first use. */
export function getDb(): Promise<Database> {
  // Migrations are off when the schema is applied at deploy time instead (`supabase db push`); see the README.
  handle.db ??= openDatabase(env(), { migrate: env().MIGRATE_ON_START === "1" }).catch((error) => {
    handle.db = undefined;
    throw error;
  });
  return handle.db;
}

/** Closes the handle, if one was opened (shutdown: PGlite flushes and releases its data directory). */
export async function closeDb(): Promise<void> {
  const open = handle.db;
  handle.db = undefined;
  if (open) await (await open.catch(() => undefined))?.close();
}
