"use client";

import { useEffect } from "react";
import { installGtag } from "@/lib/analytics/gtag";

/** Loads GA4 after hydration; its config call counts the first page view. */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  useEffect(() => installGtag(measurementId), [measurementId]);
  return null;
}
