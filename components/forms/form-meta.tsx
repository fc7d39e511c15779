"use client";

import Script from "next/script";
import { builtTurnstileSiteKey } from "@/lib/build-values";
import { META_FIELDS } from "@/lib/forms/state";

const turnstileKey = builtTurnstileSiteKey();

// Hidden inputs on every lead form: the submission id (set at submit), a honeypot bots tend to fill, and
// Turnstile when configured (the server checks its token was solved for this form's `action`).
export function FormMeta({ form }: { form: "contact" | "intake" | "demo" | "callback" }) {
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
