"use client";

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

/** GA4 event with non-personal fields only: never names, emails or free text. No-op without GA. */
export function trackFormSubmission(
  formType: "contact" | "intake" | "demo",
  params: Record<string, string> = {},
) {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (typeof gtag === "function") gtag("event", "form_submission", { formType, ...params });
}
