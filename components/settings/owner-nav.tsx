"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ownerArea as copy } from "@/content/owner-area";
import { cn } from "@/lib/cn";

/** A section is current on its own page and on the pages under it (a lead's page is under Leads); the desk only on itself. */
const isCurrent = (href: string, path: string) =>
  href === "/settings" ? path === href : path === href || path.startsWith(`${href}/`);

type Props = { followUpsDue: number };

/**
 * The sections as links: a row from md up, a disclosure on phones (a native <details>, so it opens without
 * JavaScript). Rendered on the server with the request's path, so the current section is marked before any script.
 */
export function OwnerNav({ followUpsDue }: Props) {
  const path = usePathname();
  const current = copy.sections.find((section) => isCurrent(section.href, path));
  const links = (className: string) => (
    <ul className={className}>
      {copy.sections.map((section) => (
        <li key={section.href}>
          <Link
            href={section.href}
            aria-current={isCurrent(section.href, path) ? "page" : undefined}
            className={cn(
              "flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
              "aria-[current=page]:bg-muted aria-[current=page]:text-foreground",
            )}
          >
            {section.label}
            {section.href === "/settings" && followUpsDue > 0 && (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                {followUpsDue}
                <span className="sr-only"> ({copy.followUpsDue(followUpsDue)})</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={copy.navLabel}>
      {links("hidden flex-wrap gap-1 md:flex")}
      <details className="group md:hidden">
        <summary className="flex h-10 cursor-pointer list-none items-center justify-between rounded-lg border border-border px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <span>
            <span className="text-muted-foreground">{copy.menu}: </span>
            {current?.label}
          </span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        {links("mt-2 grid gap-1")}
      </details>
    </nav>
  );
}
