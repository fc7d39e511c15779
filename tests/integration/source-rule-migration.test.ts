import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, rowsOf, type Database } from "@/lib/db/open";
import { backends } from "./databases";
import { migrateBefore } from "./migrations";

describe.each(backends())("the source rule's migration on $name", (backend) => {
  let db: Database;

  beforeAll(async () => {
    db = await backend.open({ migrate: false });
    await migrateBefore(db, "_funnel");
    // Stored by the schema before it: ref, source and a capitalised campaign were all read as direct / "Spring".
    await db.execute(sql`
      insert into app.leads (kind, name, email, payload, attribution, submission_id) values
        ('contact', 'Ref', 'ref@example.com', '{}', '{"ref": "partner42"}', gen_random_uuid()),
        ('intake', 'Source', 'source@example.com', '{}', '{"source": "facebook"}', gen_random_uuid()),
        ('demo', 'Campaign', 'campaign@example.com', '{}', '{"utm_source": "google", "utm_campaign": "Spring"}',
          gen_random_uuid())`);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await backend.cleanup();
  });

  const sources = async () =>
    rowsOf<{ name: string; source: string; campaign: string }>(
      await db.execute(sql`select name, source, campaign from app.leads order by name`),
    );
  const counted = async () =>
    rowsOf<{ source: string; campaign: string; kind: string; count: number }>(
      await db.execute(sql`select source, campaign, kind, count from app.source_days order by kind`),
    );

  it("counted them as the old rule did before", async () => {
    expect(await sources()).toEqual([
      { name: "Campaign", source: "google", campaign: "Spring" },
      { name: "Ref", source: "direct", campaign: "(not set)" },
      { name: "Source", source: "direct", campaign: "(not set)" },
    ]);
  });

  it("recomputes the stored leads and daily counts when migrated to head", async () => {
    await migrateDatabase(db);
    expect(await sources()).toEqual([
      { name: "Campaign", source: "google", campaign: "spring" },
      { name: "Ref", source: "partner42", campaign: "(not set)" },
      { name: "Source", source: "facebook", campaign: "(not set)" },
    ]);
    expect(await counted()).toEqual([
      { source: "partner42", campaign: "(not set)", kind: "contact", count: 1 },
      { source: "google", campaign: "spring", kind: "demo", count: 1 },
      { source: "facebook", campaign: "(not set)", kind: "intake", count: 1 },
    ]);
  });
});
