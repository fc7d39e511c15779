import "server-only";
import { unstable_cache } from "next/cache";
import { draftMode } from "next/headers";
import { company } from "@/content/company";
import { getOwner } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { errorText, logEvent } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";
import { resolveFacts, type SiteFacts } from "./resolve";
import { readDraft, latestVersion } from "./store";

/** Every page that shows a site fact carries this tag; a publish expires it (lib/site-facts/actions.ts). */
export const SITE_FACTS_TAG = "site-facts";

/**
 * `next build` renders pages in worker processes: an embedded database belongs to one process (the server), so a
 * build without DATABASE_URL renders the shipped defaults; the owner's facts reach those pages at the next publish
 * (docs/site-editor.md: a time-based revalidation would outgrow the pages' build-time script hashes).
 */
const buildWithoutSharedDatabase = () =>
  process.env.NEXT_PHASE === "phase-production-build" && !env().DATABASE_URL;

/** The facts this process last read: what a page regenerated while the database is down is rendered from. */
const lastGood = processSingleton("site-facts", (): { facts?: SiteFacts } => ({}));

const publishedFromDatabase = unstable_cache(
  async (): Promise<SiteFacts> => {
    // Inside the tagged entry, so the pages built from the defaults carry the tag a publish expires.
    if (buildWithoutSharedDatabase()) return resolveFacts(company, {});
    try {
      const latest = await latestVersion(await getDb());
      lastGood.facts = resolveFacts(company, latest?.facts ?? {}, latest?.id ?? null);
      return lastGood.facts;
    } catch (error) {
      logEvent("error", "site_facts_read_failed", { error: errorText(error) });
      // Never the examples in place of the owner's facts: the last ones read, or a failed render, which leaves the
      // page Next already has in its cache serving.
      if (lastGood.facts) return lastGood.facts;
      throw error;
    }
  },
  ["site-facts"],
  { tags: [SITE_FACTS_TAG] },
);

/**
 * The site's facts for a page: the published ones (cached, tagged, so pages stay pre-rendered), or in the owner's
 * preview (draft mode, which renders per request) the unpublished draft, and only for the signed-in owner.
 */
export async function getSiteFacts(): Promise<SiteFacts> {
  if (await isPreviewing()) {
    try {
      const db = await getDb();
      const draft = await readDraft(db);
      if (draft) return resolveFacts(company, draft, null);
    } catch (error) {
      logEvent("warn", "site_facts_draft_failed", { error: errorText(error) });
    }
  }
  return publishedFromDatabase();
}

async function isPreviewing(): Promise<boolean> {
  if (process.env.NEXT_PHASE === "phase-production-build") return false;
  const draft = await draftMode();
  if (!draft.isEnabled) return false;
  // The draft-mode cookie alone proves nothing: only the owner sees unpublished facts.
  return (await getOwner()).ok;
}
