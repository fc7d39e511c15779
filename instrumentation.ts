/** Runs once per server process: open the database and apply migrations before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Build workers are separate processes; they must never open the embedded database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("@/lib/db");
  const db = await getDb();
  console.info(JSON.stringify({ event: "database_ready", driver: db.driver }));
}
