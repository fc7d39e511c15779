import "server-only";
import { eq, notInArray } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { siteImages } from "@/lib/db/schema";
import type { CheckedImage } from "./image-check";
import { imageIdsOf } from "./image-refs";
import { latestVersion, readDraft } from "./store";

export async function storeImage(db: Database, image: CheckedImage) {
  const { id, bytes, width, height } = image;
  await db.insert(siteImages).values({ id, bytes, width, height }).onConflictDoNothing();
}

export async function readImage(db: Database, id: string) {
  const [row] = await db.select().from(siteImages).where(eq(siteImages.id, id));
  return row ?? null;
}

/**
 * Erases every picture neither the live facts nor the preview's draft show: a deleted testimonial's photo goes with
 * it (older versions in the history then show initials, lib/site-facts/store.ts restoreVersion).
 */
export async function pruneImages(db: Database) {
  const [live, draft] = await Promise.all([latestVersion(db), readDraft(db)]);
  const kept = [...imageIdsOf(live?.facts ?? {}), ...imageIdsOf(draft ?? {})];
  await db.delete(siteImages).where(kept.length ? notInArray(siteImages.id, kept) : undefined);
}
