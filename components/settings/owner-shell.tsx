import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Button } from "@/components/ui/button";
import { signOutCopy } from "@/content/auth";
import { ownerArea as copy } from "@/content/owner-area";
import { signOut } from "@/lib/auth/actions";
import { OwnerNav } from "./owner-nav";

/** Every owner page's frame: the brand, the sections, who is signed in and sign out; no public header or footer. */
export function OwnerShell({
  email,
  followUpsDue,
  companyName,
  children,
}: {
  email: string;
  /** As published, read from the database (the owner area renders per request). */
  companyName: string;
  followUpsDue: number;
  children: ReactNode;
}) {
  return (
    <>
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="flex items-center justify-between gap-3">
            <Link href="/settings" className="flex min-w-0 items-center gap-3 rounded-md">
              <Logo name={companyName} collapse />
              <span className="hidden rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold text-muted-foreground sm:inline">
                {copy.brand}
              </span>
            </Link>
            <div className="flex items-center gap-1 sm:gap-2">
              <ThemeToggle />
              <form action={signOut}>
                <Button type="submit" size="sm" variant="secondary">
                  {signOutCopy.label}
                </Button>
              </form>
            </div>
          </div>
          <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
            <OwnerNav followUpsDue={followUpsDue} />
            <p className="text-xs text-muted-foreground">
              {copy.signedInAs} <span className="font-medium wrap-anywhere text-foreground">{email}</span>
              {" · "}
              <Link href="/" className="underline-offset-2 hover:underline">
                {copy.viewSite}
              </Link>
            </p>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {children}
      </main>
    </>
  );
}
