import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { acquireDataDirLock } from "./pglite-lock";
import * as schema from "./schema";

/** One query-builder type for both drivers; their builders are identical. */
export type Database = PostgresJsDatabase<typeof schema> & {
  close: () => Promise<void>;
  driver: "pglite" | "postgres";
};

const migrationsFolder = () => resolve(process.cwd(), "supabase/migrations");

type DbEnv = { DATABASE_URL?: string; DATA_DIR?: string };

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR; migrations applied either way. */
export async function openDatabase(env: DbEnv, options: { migrate?: boolean } = {}): Promise<Database> {
  const db = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(env.DATA_DIR || ".data");
  if (options.migrate !== false) await migrateDatabase(db);
  return db;
}

function openPostgres(url: string): Database {
  // prepare: false keeps it safe behind Supabase's transaction pooler.
  const client = postgres(url, { prepare: false, max: 10, onnotice: () => {} });
  return Object.assign(drizzlePostgres(client, { schema }), {
    driver: "postgres" as const,
    close: () => client.end({ timeout: 5 }),
  }) as unknown as Database;
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir);
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create(join(dir, "pglite"));
    return Object.assign(drizzlePglite(client, { schema }), {
      driver: "pglite" as const,
      close: async () => {
        await client.close();
        release();
      },
    }) as unknown as Database;
  } catch (error) {
    release();
    throw error;
  }
}

export async function migrateDatabase(db: Database): Promise<void> {
  if (db.driver === "pglite") await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  else await migratePostgres(db, { migrationsFolder: migrationsFolder() });
}

/** Rows from `db.execute`, whichever driver answered (PGlite gives `{ rows }`, postgres.js an array). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
