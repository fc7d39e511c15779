export type CspManifest = {
  version: 1;
  buildId: string;
  /** Hash sources found in every page rendered inside the root layout. */
  common: string[];
  /** Pre-rendered route -> the hash sources of its inline scripts that are not in `common`. */
  routes: Record<string, string[]>;
  /** Route regexes (from .next/routes-manifest.json) of the pages rendered on request. */
  renderedOnRequest: string[];
};

export const CSP_MANIFEST_FILE: string;
export const NOT_FOUND_ROUTE: string;
export function buildCspManifest(
  buildId: string,
  pages: { route: string; html: string }[],
  renderedOnRequest: string[],
): CspManifest;
