"use client";

import Script from "next/script";

const siteKey = process.env.TURNSTILE_SITE_KEY;

/**
 * Cloudflare Turnstile, only when configured; it adds the `cf-turnstile-response` input the server verifies, and the
 * server checks the token was solved for this form (`action`).
 */
export function Turnstile({ action }: { action: string }) {
  if (!siteKey) return null;
  return (
    <>
      <Script src="https://challenges.cloudflare.com/turnstile/v0/api.js" strategy="afterInteractive" />
      <div className="cf-turnstile" data-sitekey={siteKey} data-action={action} data-theme="auto" />
    </>
  );
}
