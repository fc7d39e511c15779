// npm run db:migrate — applies supabase/migrations to DATABASE_URL, or to the embedded database in DATA_DIR
// (which must not be open in a running server: the data-directory lock refuses it).
import { openDatabase } from "../lib/db/open";

const db = await openDatabase(process.env);
console.log(`Migrations applied (${db.driver}).`);
await db.close();
