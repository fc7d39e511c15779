"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { installGtag, sendGtagEvent } from "@/lib/analytics/gtag";

// GA4 loads after hydration; its config call counts the first page view, later route changes are sent here.
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => installGtag(measurementId), [measurementId]);
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
