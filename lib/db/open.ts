import "server-only";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { acquireDataDirLock } from "./pglite-lock";
import * as schema from "./schema";
import { postgresConnection, type DatabaseTlsSettings } from "./tls";

/** One query-builder type for both drivers; their builders are identical. */
export type Database = PostgresJsDatabase<typeof schema> & {
  close: () => Promise<void>;
  driver: "pglite" | "postgres";
};

/** The handle a transaction's callback receives: the same queries, inside it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const migrationsFolder = () => resolve(process.cwd(), "supabase/migrations");

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR; migrations applied either way. */
export async function openDatabase(
  env: { DATABASE_URL?: string; DATA_DIR?: string } & DatabaseTlsSettings,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  const db = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env)
    : await openPglite(env.DATA_DIR || ".data");
  if (options.migrate !== false) {
    try {
      await migrateDatabase(db);
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  }
  return db;
}

/** A query waits at most this long for a connection, so during an outage visitors get an answer in seconds. */
const CONNECT_TIMEOUT_SECONDS = 5;
/** Seconds before reconnecting, capped at 1 s: the driver's grows to 20 s, and queued queries would wait as long. */
const reconnectDelay = (failures: number) => Math.min(0.05 * 2 ** failures, 1);

function openPostgres(databaseUrl: string, tls: DatabaseTlsSettings): Database {
  const { url, ssl, host } = postgresConnection(databaseUrl, tls);
  // prepare: false keeps it safe behind Supabase's transaction pooler.
  const client = postgres(url, {
    ssl,
    ...(host && { host }),
    prepare: false,
    max: 10,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelay,
    onnotice: () => {},
  });
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

/** What PostgreSQL answers the second of two instances creating the same schema, table or type at once. */
const CONCURRENT_DDL = new Set(["23505", "42P06", "42P07", "42710", "40P01"]);

export async function migrateDatabase(db: Database): Promise<void> {
  if (db.driver === "pglite") {
    await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    return;
  }
  // Instances starting together on a fresh database race; each run is one transaction, so the loser rolls back
  // and its retry finds the winner's migrations applied. (No advisory lock: it would not survive a transaction pooler.)
  for (let attempt = 1; ; attempt++) {
    try {
      await migratePostgres(db, { migrationsFolder: migrationsFolder() });
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 5 || !code || !CONCURRENT_DDL.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300 * attempt));
    }
  }
}

/** Rows from `db.execute`, whichever driver answered (PGlite gives `{ rows }`, postgres.js an array). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
