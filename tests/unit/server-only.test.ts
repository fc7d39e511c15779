import { describe, expect, it } from "vitest";
import { browserReachable, directive, read, sourceFiles } from "../support/browser-modules";

// Every module in lib/ that browser code cannot reach says `import "server-only"`, so a client component that pulls
// one in (a secret, the database) fails the build instead of shipping it. next.config.ts loads a few modules under
// plain Node, and the build scripts' .mjs helpers run there too; those cannot carry the marker.
const SHARED_WITH_NEXT_CONFIG = [
  "lib/config/schema.ts",
  "lib/config/database-link.ts",
  "lib/csp/policy.ts",
  "lib/security-headers.ts",
];

describe("server-only", () => {
  const reachable = browserReachable();
  const marked = (file: string) => /^import "server-only";$/m.test(read(file));

  it("marks every lib module the browser never loads", () => {
    const unmarked = sourceFiles("lib").filter(
      (file) => !reachable.has(file) && !SHARED_WITH_NEXT_CONFIG.includes(file) && !marked(file),
    );
    expect(unmarked).toEqual([]);
  });

  it("keeps the logger and the database out of every module the browser loads", () => {
    for (const server of ["lib/log.ts", "lib/db/index.ts", "lib/settings/result.ts"])
      expect(reachable.has(server), server).toBe(false);
    expect(reachable).toContain("lib/settings/state.ts");
  });

  it("is not on a module the browser loads, nor on one next.config.ts loads", () => {
    const shared = sourceFiles("lib").filter((file) => reachable.has(file) && !directive(file, "server"));
    expect(shared).toContain("lib/forms/contact.ts");
    expect([...shared, ...SHARED_WITH_NEXT_CONFIG].filter(marked)).toEqual([]);
  });
});
