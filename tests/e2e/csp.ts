import { createHash } from "node:crypto";
import type { APIResponse, Page } from "@playwright/test";

export type ServedScript = { src: string | null; type: string; nonce: string; text: string };

/** The one Content-Security-Policy header of a response; throws when there is none or more than one. */
export function onlyPolicy(response: APIResponse): string {
  const policies = response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy");
  if (policies.length !== 1) throw new Error(`${policies.length} Content-Security-Policy headers`);
  return policies[0]!.value;
}

export function scriptSources(policy: string): string[] {
  const directive = policy.split(";").map((d) => d.trim().split(/\s+/));
  return directive.find(([name]) => name === "script-src")?.slice(1) ?? [];
}

/** Every <script> in the HTML as Chromium's own parser reads it, independent of the build's extractor. */
export function scriptsIn(page: Page, html: string): Promise<ServedScript[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return [...doc.querySelectorAll("script")].map((s) => ({
      src: s.getAttribute("src"),
      type: s.getAttribute("type") ?? "",
      nonce: s.getAttribute("nonce") ?? "",
      text: s.text,
    }));
  }, html);
}

// Data blocks (JSON-LD and the like) are not run, so CSP does not govern them.
export const isExecutable = ({ type }: ServedScript) =>
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i.test(type.trim());

export const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
