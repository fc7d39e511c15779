"use client";

import { sendGtagEvent } from "@/lib/analytics/gtag";

/** GA4 event with non-personal fields only: never names, emails or free text. No-op without GA. */
export function trackFormSubmission(
  formType: "contact" | "intake" | "demo",
  params: Record<string, string> = {},
) {
  sendGtagEvent("form_submission", { formType, ...params });
}
