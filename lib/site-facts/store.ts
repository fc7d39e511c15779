import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { siteFactDraft, siteFactVersions, siteImages } from "@/lib/db/schema";
import type { CheckedImage } from "./image-check";
import { withExistingImages } from "./image-refs";
import { ownerFactsSchema, readOwnerFacts, type OwnerFacts } from "./schema";

export type PublishedVersion = {
  id: number;
  facts: OwnerFacts;
  publishedAt: Date;
  publishedBy: string;
  restoredFrom: number | null;
};

const toVersion = (row: typeof siteFactVersions.$inferSelect): PublishedVersion => ({
  ...row,
  facts: readOwnerFacts(row.facts),
});

/** What the pages show now: the newest publish, or null when the owner has published nothing. */
export async function latestVersion(db: Database): Promise<PublishedVersion | null> {
  const [row] = await db.select().from(siteFactVersions).orderBy(desc(siteFactVersions.id)).limit(1);
  return row ? toVersion(row) : null;
}

export async function versionById(db: Database, id: number): Promise<PublishedVersion | null> {
  const [row] = await db.select().from(siteFactVersions).where(eq(siteFactVersions.id, id));
  return row ? toVersion(row) : null;
}

/** Newest first, for the history. */
export async function listVersions(db: Database, limit = 50): Promise<PublishedVersion[]> {
  const rows = await db.select().from(siteFactVersions).orderBy(desc(siteFactVersions.id)).limit(limit);
  return rows.map(toVersion);
}

/**
 * Publishes a whole set of facts as the newest version: checked against the schema first, so a version is never
 * stored half or malformed. Serialised by a transaction-scoped lock, so two publishes never both build on the same
 * base and lose one's edit.
 */
export async function publishFacts(
  db: Database,
  facts: OwnerFacts,
  publishedBy: string,
  restoredFrom: number | null = null,
): Promise<PublishedVersion> {
  const checked = ownerFactsSchema.parse(facts);
  const [row] = await db
    .insert(siteFactVersions)
    .values({ facts: checked, publishedBy, restoredFrom })
    .returning();
  await db.delete(siteFactDraft);
  return toVersion(row!);
}

/** New pictures an edit shows, stored inside its transaction: a refused edit leaves none behind. */
async function storeImages(db: Database, images: readonly CheckedImage[]) {
  for (const { id, bytes, width, height } of images)
    await db.insert(siteImages).values({ id, bytes, width, height }).onConflictDoNothing();
}

/**
 * Reads the newest facts, applies one edit and publishes the result (with the new pictures it shows), in one
 * transaction under an advisory lock: an edit always builds on what is live, and a failed edit stores nothing.
 */
export async function editAndPublish(
  db: Database,
  publishedBy: string,
  edit: (current: OwnerFacts) => OwnerFacts,
  images: readonly CheckedImage[] = [],
): Promise<PublishedVersion> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_fact_versions'))`);
    const current = await latestVersion(t);
    const next = edit(current?.facts ?? {});
    await storeImages(t, images);
    return publishFacts(t, next, publishedBy);
  });
}

/**
 * Publishes an earlier version's facts again, as the newest version (the history keeps both); a picture erased since
 * (its testimonial was deleted) stays erased: that person shows initials.
 */
export async function restoreVersion(db: Database, id: number, publishedBy: string) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const old = await versionById(t, id);
    if (!old) return null;
    return publishFacts(t, await withExistingImages(t, old.facts), publishedBy, id);
  });
}

/** The owner's unpublished edit, for the preview; starts from what is live. */
export async function readDraft(db: Database): Promise<OwnerFacts | null> {
  const [row] = await db.select().from(siteFactDraft).where(eq(siteFactDraft.id, 1));
  return row ? readOwnerFacts(row.facts) : null;
}

export async function editDraft(
  db: Database,
  updatedBy: string,
  edit: (current: OwnerFacts) => OwnerFacts,
  images: readonly CheckedImage[] = [],
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const base = (await readDraft(t)) ?? (await latestVersion(t))?.facts ?? {};
    const facts = ownerFactsSchema.parse(edit(base));
    await storeImages(t, images);
    await t
      .insert(siteFactDraft)
      .values({ id: 1, facts, updatedBy })
      .onConflictDoUpdate({ target: siteFactDraft.id, set: { facts, updatedBy, updatedAt: new Date() } });
    return facts as OwnerFacts;
  });
}

export const discardDraft = (db: Database) => db.delete(siteFactDraft);
