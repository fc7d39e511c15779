import type { Metadata } from "next";
import { cookies, draftMode } from "next/headers";
import { PageHeader } from "@/components/settings/page-header";
import { SiteEditor } from "@/components/settings/site-editor/site-editor";
import { company } from "@/content/company";
import { siteEditorCopy as copy } from "@/content/site-editor";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { PHOTO_NOTICE_COOKIE, readPhotoNotice } from "@/lib/site-facts/photo-notice";
import { resolveFacts } from "@/lib/site-facts/resolve";
import { listVersions, readDraft } from "@/lib/site-facts/store";

export const metadata: Metadata = { title: copy.title };

/** The site's facts, proof and people as the owner edits them; each publish kept in the history below. */
type Props = { searchParams: Promise<{ notice?: string | string[] }> };

export default async function SiteEditorPage({ searchParams }: Props) {
  await requireOwnerOrRedirect();
  const { notice } = await searchParams;
  const photoNotice = readPhotoNotice(
    (await cookies()).get(PHOTO_NOTICE_COOKIE)?.value,
    typeof notice === "string" ? notice : undefined,
  );
  const db = await getDb();
  const [history, draft, preview] = await Promise.all([listVersions(db), readDraft(db), draftMode()]);
  const own = history[0]?.facts ?? {};
  return (
    <div>
      <PageHeader title={copy.title} description={copy.description} />
      <SiteEditor
        own={own}
        facts={resolveFacts(company, {})}
        history={history}
        previewing={preview.isEnabled}
        hasDraft={Boolean(draft)}
        photoNotice={photoNotice}
      />
    </div>
  );
}
