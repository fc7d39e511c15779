import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Toaster } from "@/components/forms/toaster";
import { OwnerShell } from "@/components/settings/owner-shell";
import { settingsPage as copy } from "@/content/settings";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { followUpsDueCount } from "@/lib/settings/leads/follow-ups";
import { currentFacts } from "@/lib/site-facts/current";
import "./owner.css";

export const metadata: Metadata = {
  title: { default: copy.metaTitle, template: `%s · ${copy.metaTitle}` },
  robots: { index: false, follow: false },
};

/** The owner area's one layout: who is signed in (or the sign-in page), and the follow-ups due for the navigation. */
export default async function OwnerLayout({ children }: { children: ReactNode }) {
  const owner = await requireOwnerOrRedirect();
  const db = await getDb();
  const [due, facts] = await Promise.all([followUpsDueCount(db), currentFacts(db)]);
  return (
    <OwnerShell email={owner.email} followUpsDue={due} companyName={facts.name.value}>
      {children}
      <Toaster />
    </OwnerShell>
  );
}
