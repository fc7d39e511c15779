"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Menu, Search, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import type { PublicPage } from "@/content/pages";
import { bookingLabel, nav } from "@/content/site";
import { cn } from "@/lib/cn";
import { CtaLink } from "@/components/ui/cta-link";

type Searcher = (query: string) => PublicPage[];

// The page list loads on first keystroke so pages that never search don't ship it.
async function loadSearcher(): Promise<Searcher> {
  const [{ publicPageList }, { searchPages }] = await Promise.all([import("@/content/pages"), import("@/lib/search")]);
  return (query) => searchPages(publicPageList, query);
}

export function MobileMenu({ className }: { className?: string }) {
  const pathname = usePathname();
  // The menu is open for the route it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [query, setQuery] = useState("");
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const close = () => setOpenOn(null);

  const onQuery = (value: string) => {
    setQuery(value);
    if (!searcher) void loadSearcher().then((fn) => setSearcher(() => fn));
  };
  const results = searcher && query.trim() ? searcher(query) : [];

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
      <Dialog.Trigger
        className={cn(
          "inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted",
          className,
        )}
        aria-label="Open menu"
      >
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-16 bottom-0 z-50 overflow-y-auto border-t border-border bg-background px-5 pt-5 pb-10 sm:px-8"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
              aria-label="Close menu"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <form role="search" className="relative mt-3" onSubmit={(e) => e.preventDefault()}>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <input
              type="search"
              value={query}
              onChange={(e) => onQuery(e.target.value)}
              placeholder="Quick search..."
              aria-label="Quick search"
              className="h-12 w-full rounded-lg border border-border bg-card pr-3 pl-10 text-base text-foreground placeholder:text-muted-foreground"
            />
          </form>
          {query.trim() && (
            <div className="mt-3" aria-live="polite">
              {results.length === 0 ? (
                <p className="px-1 py-2 text-sm text-muted-foreground">{searcher ? "No pages match." : "Searching..."}</p>
              ) : (
                <ul aria-label="Search results" className="divide-y divide-border rounded-lg border border-border">
                  {results.map((page) => (
                    <li key={page.path}>
                      <Link href={page.path} onClick={close} className="block px-4 py-3 hover:bg-muted">
                        <span className="block font-medium">{page.title}</span>
                        <span className="line-clamp-1 text-sm text-muted-foreground">{page.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <nav aria-label="Mobile" className="mt-6">
            <ul className="space-y-1">
              {nav.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={close}
                    aria-current={pathname === item.href ? "page" : undefined}
                    className={cn(
                      "block rounded-lg px-3 py-3 text-lg font-medium hover:bg-muted",
                      pathname === item.href && "text-primary",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <CtaLink cta={{ kind: "booking", label: bookingLabel }} size="lg" className="mt-6 w-full" onClick={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
