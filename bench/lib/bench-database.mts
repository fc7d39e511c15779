// A database of a benchmark run's own: embedded PGlite in a temporary directory, or a fresh PostgreSQL database
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); both gone after cleanup().
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "../../lib/db/open";
import { freshDatabase } from "../../tests/support/postgres.mts";

export async function openBenchDatabase(
  kind: string,
  prefix: string,
): Promise<{ db: Database; cleanup: () => Promise<void> }> {
  if (kind === "postgres") {
    const fresh = await freshDatabase(prefix);
    const db = await openDatabase({ DATABASE_URL: fresh.url });
    return {
      db,
      cleanup: async () => {
        await db.close();
        await fresh.drop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const db = await openDatabase({ DATA_DIR: dir });
  return {
    db,
    cleanup: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
