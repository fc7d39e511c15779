import type { Metadata } from "next";
import { CardPage } from "@/components/layout/card-page";
import { buttonClasses } from "@/components/ui/button";
import { unsubscribeCopy as copy } from "@/content/unsubscribe";
import { getDb } from "@/lib/db";
import { isSuppressed, ONE_CLICK_PATH, readUnsubscribeToken } from "@/lib/email/unsubscribe";
import { currentFacts } from "@/lib/site-facts/current";

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A confirm button posting to the one-click endpoint: scanners open links, so opening one unsubscribes nobody. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { t } = await searchParams;
  const token = Array.isArray(t) ? t[0] : t;
  const email = readUnsubscribeToken(token);
  const db = await getDb();
  // Rendered per request (it reads the link's token): the facts straight from the database.
  const [done, facts] = await Promise.all([email !== null && isSuppressed(db, email), currentFacts(db)]);
  const title = !email ? copy.invalid.title : done ? copy.done.title : copy.confirm.title;
  return (
    <CardPage icon="mail" eyebrow={copy.eyebrow} title={title} back={copy.back}>
      {!email ? (
        <p className="text-muted-foreground">{copy.invalid.intro(facts.email.value)}</p>
      ) : done ? (
        <p className="text-muted-foreground" role="status">
          {copy.done.intro(email, facts.name.value)}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">{copy.confirm.intro(email)}</p>
          <form method="post" action={`${ONE_CLICK_PATH}?t=${encodeURIComponent(token!)}`} className="mt-6">
            <input type="hidden" name="confirm" value="1" />
            <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
              {copy.confirm.button}
            </button>
          </form>
          <p className="mt-4 text-sm text-muted-foreground">{copy.confirm.note}</p>
        </>
      )}
    </CardPage>
  );
}
