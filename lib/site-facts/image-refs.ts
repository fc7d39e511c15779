import "server-only";
import { inArray } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { siteImages } from "@/lib/db/schema";
import type { OwnerFacts } from "./schema";

/** Every picture a set of facts shows. */
export const imageIdsOf = (facts: OwnerFacts): string[] =>
  [
    ...(facts.testimonials ?? []).map((t) => t.photo?.id),
    ...(facts.founders ?? []).map((f) => f.photo?.id),
    ...(facts.logos ?? []).map((l) => l.image.id),
  ].filter((id): id is string => Boolean(id));

/** Drops references to pictures that were erased since (a restored old version). */
export async function withExistingImages(db: Database, facts: OwnerFacts): Promise<OwnerFacts> {
  const ids = imageIdsOf(facts);
  if (!ids.length) return facts;
  const rows = await db.select({ id: siteImages.id }).from(siteImages).where(inArray(siteImages.id, ids));
  const existing = new Set(rows.map((row) => row.id));
  const keep = <T extends { photo?: { id: string } }>(item: T): T =>
    item.photo && !existing.has(item.photo.id) ? { ...item, photo: undefined } : item;
  return {
    ...facts,
    ...(facts.testimonials && { testimonials: facts.testimonials.map(keep) }),
    ...(facts.founders && { founders: facts.founders.map(keep) }),
    ...(facts.logos && { logos: facts.logos.filter((logo) => existing.has(logo.image.id)) }),
  };
}
