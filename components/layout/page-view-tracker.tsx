"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { sendGtagEvent } from "@/lib/analytics/gtag";

/** GA's config call counts the first page; this counts each client-side route change after it. */
export function PageViewTracker() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    sendGtagEvent("page_view", {
      page_path: pathname,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [pathname]);
  return null;
}
