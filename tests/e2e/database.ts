import postgres from "postgres";

/**
 * A client on the run's database when the server uses PostgreSQL; null on embedded PGlite (locked by the server).
 * Idle connections close by themselves, so a client kept for a whole file needs no end: a worker may run that file's
 * tests in several turns (fully parallel), and a client ended after one turn would fail the next.
 */
export function e2eDatabase() {
  const admin = process.env.E2E_ADMIN_DATABASE_URL;
  if (!admin) return null;
  const url = new URL(admin);
  url.pathname = `/${process.env.E2E_DB_NAME}`;
  return postgres(url.toString(), { max: 2, idle_timeout: 2, onnotice: () => {} });
}

export const needsDatabase = "reading stored leads needs PostgreSQL: set TEST_DATABASE_URL";
