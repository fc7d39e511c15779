import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readBuildId } from "../next-internals/build-output.mjs";
import { regeneratedPageFile } from "../next-internals/regenerated-pages.mjs";
import { inlineScriptHashes } from "./inline-scripts.mjs";
import { CSP_MANIFEST_FILE, type CspManifest } from "./hash-manifest.mjs";
import { logEvent } from "@/lib/log";

export type ScriptHashes = {
  common: string[];
  routes: Map<string, string[]>;
  renderedOnRequest: RegExp[];
  /** A pre-rendered page's hashes as it is served now (regenerated after a publish: lib/site-facts/). */
  current?: (route: string, built: string[]) => string[];
};
type Loaded = { hashes: ScriptHashes } | { problem: string };

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const isList = (value: unknown, pattern = /(?:)/): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string" && pattern.test(item));

/** The build's script hashes, or why not: one from another build would block every page's scripts. */
export function readScriptHashes(distDir: string): Loaded {
  let raw: Partial<CspManifest>;
  let buildId: string;
  try {
    raw = JSON.parse(readFileSync(join(distDir, CSP_MANIFEST_FILE), "utf8"));
    buildId = readBuildId(distDir);
  } catch (error) {
    return { problem: String(error).slice(0, 200) };
  }
  if (raw.buildId !== buildId) return { problem: `manifest is for build ${raw.buildId}, not ${buildId}` };
  const routes = Object.entries(raw.routes ?? {});
  const valid =
    isList(raw.common, HASH_SOURCE) &&
    routes.every(([, list]) => isList(list, HASH_SOURCE)) &&
    isList(raw.renderedOnRequest);
  if (!valid) return { problem: "manifest is malformed" };
  try {
    const renderedOnRequest = raw.renderedOnRequest!.map((source) => new RegExp(source));
    return { hashes: { common: raw.common!, routes: new Map(routes), renderedOnRequest } };
  } catch {
    return { problem: "manifest is malformed" };
  }
}

/**
 * A page regenerated at run time (its site facts were published: docs/site-editor.md) carries other inline scripts
 * than the build hashed. Next 16 writes it under server/route-cache/APP_PAGE/<scope>/$/ (lib/next-internals/
 * regenerated-pages.mjs): its hashes are read from there, once per version of the file.
 */
function regeneratedPages(distDir: string) {
  const seen = new Map<string, { mtimeMs: number; hashes: string[] }>();
  return (route: string, built: string[]): string[] => {
    const file = regeneratedPageFile(distDir, route);
    if (!file) return built;
    try {
      const known = seen.get(route);
      if (known?.mtimeMs === file.mtimeMs) return known.hashes;
      const hashes = inlineScriptHashes(readFileSync(file.path, "utf8"));
      seen.set(route, { mtimeMs: file.mtimeMs, hashes });
      return hashes;
    } catch {
      return built;
    }
  };
}

let loaded: Loaded | undefined;

/** Read once per process, relative to the working directory (the standalone server chdirs into its folder). */
export function buildScriptHashes(): ScriptHashes | null {
  if (!loaded) {
    const distDir = join(process.cwd(), ".next");
    loaded = readScriptHashes(distDir);
    if ("hashes" in loaded) loaded.hashes.current = regeneratedPages(distDir);
    if ("problem" in loaded) {
      logEvent("warn", "csp_manifest_unavailable", {
        fallback: "script-src 'unsafe-inline'",
        problem: loaded.problem,
      });
    }
  }
  return "hashes" in loaded ? loaded.hashes : null;
}
