import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { notAllowedCopy as copy } from "@/content/auth";
import { getOwner, LOGIN_PATH, SETTINGS_PATH } from "@/lib/auth";
import { CardPage } from "@/components/layout/card-page";

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: false } };

/** Signed in, but not on OWNER_EMAILS: say so plainly and offer a way out. */
export default async function NotAllowedPage() {
  const check = await getOwner();
  if (check.ok) redirect(SETTINGS_PATH);
  if (check.reason !== "not-allowed") redirect(LOGIN_PATH);
  return (
    <CardPage icon="userX" eyebrow={copy.eyebrow} title={copy.title} back={copy.back}>
      <div className="space-y-5">
        {check.email && (
          <p className="rounded-lg border border-border bg-muted px-4 py-3 text-sm">
            {copy.signedInAs} <strong className="font-semibold break-all">{check.email}</strong>
          </p>
        )}
        <p className="text-muted-foreground">{copy.text}</p>
        <SignOutButton />
      </div>
    </CardPage>
  );
}
