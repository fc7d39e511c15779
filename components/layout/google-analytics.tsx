"use client";

import { useEffect } from "react";
import { installGtag } from "@/lib/analytics/gtag";

// GA4 loads after hydration. Its config call counts the first page view; later route changes are counted by GA4's
// enhanced measurement (history changes, on by default), so sending them here as well would count each one twice.
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  useEffect(() => installGtag(measurementId), [measurementId]);
  return null;
}
