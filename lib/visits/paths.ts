import "server-only";
import { publicPageList } from "@/content/pages";
import { isOwnerAreaPath } from "@/lib/routes";

/** Paths outside the site's pages (invented, mistyped, removed) are counted together under this one. */
export const OTHER_PATH = "other";
const KNOWN = new Set(publicPageList.map((page) => page.path));

/** A path as the reports group it: one of the site's public pages, or "other"; null for the owner area. */
export function countedPath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0]!;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (isOwnerAreaPath(trimmed)) return null;
  return KNOWN.has(trimmed) ? trimmed : OTHER_PATH;
}
