import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A copy of the standalone build for a spec whose server regenerates pages: Next writes regenerated pages into the
 * build's own cache directory, which the shared server (and every other spec) reads.
 */
export function copyOfBuild() {
  const dir = mkdtempSync(join(tmpdir(), "e2e-build-"));
  cpSync(".next/standalone", join(dir, ".next/standalone"), { recursive: true, verbatimSymlinks: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
