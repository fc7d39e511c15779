import "server-only";
import { randomBytes } from "node:crypto";
import { isOwnerAreaPath } from "@/lib/routes";
import { NOT_FOUND_ROUTE } from "./hash-manifest.mjs";
import { buildScriptHashes, type ScriptHashes } from "./manifest";
import { contentSecurityPolicy, hashSources, INLINE_FALLBACK_SOURCES, nonceSources } from "./policy";
import { builtGaMeasurementId, builtTurnstileSiteKey, isProductionBuild } from "@/lib/build-values";

/** `preview`: the owner's draft mode, in which Next renders pre-rendered pages per request (lib/site-facts/). */
type PolicyRequest = { pathname: string; method: string; scripted?: boolean; preview?: boolean };

/**
 * The script sources for one request. Pre-rendered pages are served as built, so their hashes fit; the pages
 * rendered on request (the owner area), and a pre-rendered page answering a form post without JavaScript, get a
 * fresh nonce. Anything else is answered with the pre-rendered not-found page (or is not HTML).
 */
export function scriptPolicyFor(
  request: PolicyRequest,
  hashes: ScriptHashes | null,
  nonce = () => randomBytes(16).toString("base64"),
): { sources: string[]; nonce?: string } {
  if (!hashes) {
    // Without the build's hashes static pages must allow inline scripts, but the owner area never does: it is
    // rendered per request, so its scripts can always carry a nonce (next dev, Vercel, a missing manifest alike).
    if (!isOwnerAreaPath(request.pathname)) return { sources: INLINE_FALLBACK_SOURCES };
    const value = nonce();
    return { sources: nonceSources(value, []), nonce: value };
  }
  const page = hashes.routes.get(request.pathname);
  const renderedNow = hashes.renderedOnRequest.some((route) => route.test(request.pathname));
  // A scripted server-action call is answered with data, not a page: no scripts, so no nonce to make.
  const postRendersPage = page && !["GET", "HEAD"].includes(request.method) && !request.scripted;
  if (renderedNow || postRendersPage || (page && request.preview)) {
    const value = nonce();
    return { sources: nonceSources(value, hashes.common), nonce: value };
  }
  const own =
    (page && hashes.current ? hashes.current(request.pathname, page) : page) ??
    hashes.routes.get(NOT_FOUND_ROUTE) ??
    [];
  return { sources: hashSources([...new Set([...hashes.common, ...own])]) };
}

// Build-time values, so the policy matches what the pre-rendered pages contain.
const options = {
  dev: !isProductionBuild(),
  analytics: Boolean(builtGaMeasurementId()),
  turnstile: Boolean(builtTurnstileSiteKey()),
};

/** The Content-Security-Policy for this request, and its nonce when the page is rendered for it. */
export function contentSecurityPolicyFor(request: PolicyRequest) {
  // next dev renders every page on request with its own scripts; a manifest left by a build would not fit.
  const { sources, nonce } = scriptPolicyFor(request, options.dev ? null : buildScriptHashes());
  return { policy: contentSecurityPolicy(sources, options), nonce };
}
