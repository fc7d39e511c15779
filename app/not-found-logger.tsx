"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** The spec logs the missing path so broken inbound links show up in the console. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return null;
}
