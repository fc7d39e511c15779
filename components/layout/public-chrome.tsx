"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** The owner area (/settings and below) has a shell of its own. */
const OWNER_AREA = "/settings";

/**
 * The public header and footer around every page but the owner area's. In the root layout, so every public page and
 * the 404 share one copy of their client code; pre-rendered pages know their path, so the HTML is right before any
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
  const path = usePathname();
  if (path === OWNER_AREA || path.startsWith(`${OWNER_AREA}/`)) return children;
  return (
    <>
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
    </>
  );
}
