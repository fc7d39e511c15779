import "server-only";
import { join } from "node:path";
import { serverActionIdList } from "./build-output.mjs";
// Depends on Next 16.4 listing every server action of a build in .next/server/server-reference-manifest.json, and
// answering a `Next-Action` header that names none of them with a 404 and `x-nextjs-action-not-found: 1` (its
// client router reads that header), after logging the error with its stack.

export const ACTION_NOT_FOUND_HEADER = "x-nextjs-action-not-found";

let known: Set<string> | null | undefined;

/**
 * Whether a `Next-Action` header names an action of this build, read once per process from the working directory
 * (the standalone server's own folder). True when the list cannot be read (`next dev` writes it as it compiles):
 * Next then decides as before.
 */
export function isKnownActionId(id: string): boolean {
  if (known === undefined) {
    try {
      known =
        process.env.NODE_ENV === "production"
          ? new Set(serverActionIdList(join(process.cwd(), ".next")))
          : null;
    } catch {
      known = null;
    }
  }
  return known === null || known.has(id);
}
