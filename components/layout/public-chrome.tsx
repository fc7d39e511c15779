"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import type { ReactNode } from "react";

/** The route segment of the owner area (/settings and below), which has a shell of its own. */
const OWNER_AREA = "settings";

/**
 * The public header and footer around every page but the owner area's. In the root layout, so every public page and
 * the 404 share one copy of their client code. Decided by the route that rendered (not the URL, which for a 404
 * under /settings would disagree between the pre-rendered page and the browser), so the HTML is right before any
 * script runs.
 */
export function PublicChrome({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  if (useSelectedLayoutSegment() === OWNER_AREA) return children;
  return (
    <>
      {header}
      <main id="main" data-public className="flex-1">
        {children}
      </main>
      {footer}
    </>
  );
}
