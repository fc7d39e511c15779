import postgres from "postgres";

/** A client on the run's database when the server uses PostgreSQL; null on embedded PGlite (locked by the server). */
export function e2eDatabase() {
  const admin = process.env.E2E_ADMIN_DATABASE_URL;
  if (!admin) return null;
  const url = new URL(admin);
  url.pathname = `/${process.env.E2E_DB_NAME}`;
  return postgres(url.toString(), { max: 2, onnotice: () => {} });
}

export const needsDatabase = "reading stored leads needs PostgreSQL: set TEST_DATABASE_URL";
