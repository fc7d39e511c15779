"use client";

import Script from "next/script";
import { META_FIELDS } from "@/lib/forms/state";

const turnstileKey = process.env.TURNSTILE_SITE_KEY;

/**
 * Hidden inputs every lead form carries: the submission id (filled by the browser at submit time) and a
 * honeypot that people never see and bots tend to fill; plus Cloudflare Turnstile when it is configured, whose
 * `cf-turnstile-response` the server verifies was solved for this form (`action`).
 */
export function FormMeta({ form }: { form: "contact" | "intake" | "demo" }) {
  return (
    <>
      <input type="hidden" name={META_FIELDS.submissionId} defaultValue="" />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={META_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {turnstileKey ? (
        <>
          <Script src="https://challenges.cloudflare.com/turnstile/v0/api.js" strategy="afterInteractive" />
          <div className="cf-turnstile" data-sitekey={turnstileKey} data-action={form} data-theme="auto" />
        </>
      ) : null}
    </>
  );
}
