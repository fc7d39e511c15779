// Plain JavaScript: the build step (node scripts/prepare-standalone.mjs) runs this without a TypeScript loader.
import { createHash } from "node:crypto";

// Types the browser runs (the HTML spec's JavaScript MIME types) or, for import maps and speculation rules, checks
// against script-src; any other type (application/ld+json, text/template…) is a data block that CSP ignores.
const EXECUTABLE_TYPE =
  /^(?:|module|importmap|speculationrules|(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/;

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Comments and raw-text elements are skipped whole, so a "<script" inside them is not taken for a script.
const TOKENS =
  /<!--[\s\S]*?-->|<(style|textarea|title)(?=[\s/>])[\s\S]*?<\/\1\s*>|<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>([\s\S]*?)<\/script[\s/>]/gi;

/** @param {string} source */
function attributes(source) {
  const found = new Map();
  for (const [, name, ...values] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!found.has(key)) found.set(key, values.find((v) => v !== undefined) ?? "");
  }
  return found;
}

/**
 * The text of every inline script in a page that CSP must allow: no src, an executable type. Written for the
 * HTML React and Next emit (well-formed, script text escaped), not as a general HTML parser; the browser tests
 * check its answer against Chromium's own parser on every served page.
 */
export function inlineScripts(html) {
  // The browser hashes what its parser produced: line breaks normalized, NUL replaced.
  const input = html.replace(/\r\n?/g, "\n");
  const scripts = [];
  for (const [, rawText, attributeSource, text] of input.matchAll(TOKENS)) {
    if (rawText || attributeSource === undefined) continue;
    const attrs = attributes(attributeSource);
    if (attrs.has("src") || !EXECUTABLE_TYPE.test((attrs.get("type") ?? "").trim().toLowerCase())) continue;
    scripts.push(text.replace(/\0/g, "\uFFFD"));
  }
  return scripts;
}

/** The CSP source that allows exactly this inline script: 'sha256-<base64 of the UTF-8 text's digest>'. */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The distinct hash sources of a page's inline scripts, in document order. */
export function inlineScriptHashes(html) {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
