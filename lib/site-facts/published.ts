import "server-only";
import { unstable_cache } from "next/cache";
import { draftMode } from "next/headers";
import { company } from "@/content/company";
import { getOwner } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { errorText, logEvent } from "@/lib/log";
import { resolveFacts, type SiteFacts } from "./resolve";
import { readDraft, latestVersion } from "./store";

/** Every page that shows a site fact carries this tag; a publish expires it (lib/site-facts/actions.ts). */
export const SITE_FACTS_TAG = "site-facts";

/**
 * `next build` renders pages in worker processes: an embedded database belongs to one process (the server), so a
 * build without DATABASE_URL renders the defaults and the server regenerates the pages at start when the owner has
 * published (lib/site-facts/refresh.ts).
 */
const buildWithoutSharedDatabase = () =>
  process.env.NEXT_PHASE === "phase-production-build" && !env().DATABASE_URL;

const publishedFromDatabase = unstable_cache(
  async (): Promise<SiteFacts> => {
    if (buildWithoutSharedDatabase()) return resolveFacts(company, {});
    // A failure throws: the page keeps its last good version rather than falling back to the examples.
    const latest = await latestVersion(await getDb());
    return resolveFacts(company, latest?.facts ?? {}, latest?.id ?? null);
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
