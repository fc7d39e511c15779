import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DRAFT_MODE_COOKIE } from "@/lib/next-internals/draft-mode";
import { ROUTE_CACHE_DIR } from "@/lib/next-internals/regenerated-pages.mjs";

const nextFile = (path: string) => readFileSync(`node_modules/next/dist/${path}`, "utf8");

// What the site editor leans on in Next's internals: each fails here, by name, when an upgrade moves it.
describe("Next internals the site editor depends on", () => {
  it("draft mode's cookie name", () => {
    expect(nextFile("server/api-utils/index.js")).toContain(
      `COOKIE_NAME_PRERENDER_BYPASS = \`${DRAFT_MODE_COOKIE}\``,
    );
  });

  it("where the file-system cache writes a page regenerated at run time", () => {
    const cache = nextFile("server/lib/incremental-cache/file-system-cache.js");
    expect(cache).toContain("ROUTE_CACHE_DIRECTORY");
    expect(cache).toContain("rootDir = _path.default.join(this.serverDistDir, '.')");
    expect(nextFile("server/lib/route-cache-key.js")).toContain("ROUTE_CACHE_DIRECTORY = 'route-cache'");
    expect(ROUTE_CACHE_DIR).toBe("server/route-cache/APP_PAGE");
  });
});
