"use client";

import clsx from "clsx";
import { Menu, Search, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { PublicPage } from "@/content/pages";
import { chromeLabels as labels, nav } from "@/content/navigation";

type Searcher = (query: string) => PublicPage[];

// The page list loads on first keystroke so pages that never search don't ship it.
async function loadSearcher(): Promise<Searcher> {
  const [{ publicPageList }, { searchPages }] = await Promise.all([
    import("@/content/pages"),
    import("@/lib/search"),
  ]);
  return (query) => searchPages(publicPageList, query);
}

// The Invoker Commands API opens and closes the dialog with no script at all, so a tap before hydration is never
// lost (the early inline script supplies it where the browser lacks it). React has no type for these attributes yet.
const command = (name: "show-modal" | "close") =>
  ({ commandfor: "mobile-menu", command: name }) as Record<string, string>;

/**
 * Native modal <dialog>: the page behind is inert, Escape closes it and focus returns to the toggle. The dialog
 * itself is the menu's state, before hydration and after: the buttons open and close it natively, and the early
 * inline script keeps Tab inside it and closes it when a link in it is chosen. React only mirrors it (for
 * `aria-expanded`) and closes it when the route changes some other way.
 */
export function MobileMenu({ booking, className }: { booking: ReactNode; className?: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const shownOn = useRef(pathname);

  useEffect(() => {
    const el = dialog.current!;
    const mirror = () => setOpen(el.open);
    mirror();
    el.addEventListener("toggle", mirror);
    return () => el.removeEventListener("toggle", mirror);
  }, []);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dialog.current?.close();
  }, [pathname]);

  const onQuery = (value: string) => {
    setQuery(value);
    if (!searcher) void loadSearcher().then((fn) => setSearcher(() => fn));
  };
  const results = searcher && query.trim() ? searcher(query) : [];

  // The menu opens natively before hydration, so a visitor may have typed already: search for what is there.
  useEffect(() => {
    const typed = search.current?.value;
    if (typed) onQuery(typed);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <button
        type="button"
        {...command("show-modal")}
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={clsx(
          "inline-flex size-9 items-center justify-center rounded-lg text-foreground hover:bg-muted sm:size-10",
          className,
        )}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        aria-labelledby="mobile-menu-title"
        className="fixed inset-x-0 top-16 bottom-0 m-0 h-auto max-h-none w-full max-w-none overflow-y-auto border-t border-border bg-background px-5 pt-5 pb-10 text-foreground backdrop:bg-transparent sm:px-8"
      >
        <div className="flex items-center justify-between">
          <p
            id="mobile-menu-title"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {labels.menuTitle}
          </p>
          <button
            type="button"
            {...command("close")}
            aria-label={labels.closeMenu}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div role="search" className="relative mt-3">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            ref={search}
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            placeholder={labels.searchPlaceholder}
            aria-label={labels.search}
            className="h-12 w-full rounded-lg border border-border bg-card pr-3 pl-10 text-base text-foreground placeholder:text-muted-foreground"
          />
        </div>
        <div className="mt-3" aria-live="polite">
          {query.trim() &&
            (results.length === 0 ? (
              <p className="px-1 py-2 text-sm text-muted-foreground">
                {searcher ? labels.noMatch : labels.searching}
              </p>
            ) : (
              <ul
                aria-label={labels.searchResults}
                className="divide-y divide-border rounded-lg border border-border"
              >
                {results.map((page) => (
                  <li key={page.path}>
                    <Link href={page.path} className="block px-4 py-3 hover:bg-muted">
                      <span className="block font-medium">{page.title}</span>
                      <span className="line-clamp-1 text-sm text-muted-foreground">{page.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
        </div>
        <nav aria-label={labels.mobileNav} className="mt-6">
          <ul className="space-y-1">
            {nav.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={pathname === item.href ? "page" : undefined}
                  className={clsx(
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
        <div className="mt-6">{booking}</div>
      </dialog>
    </>
  );
}
