import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Every module in lib/ that browser code cannot reach says `import "server-only"`, so a client component that pulls
// one in (a secret, the database) fails the build instead of shipping it. next.config.ts loads a few modules under
// plain Node, and the build scripts' .mjs helpers run there too; those cannot carry the marker.
const ROOT = resolve(__dirname, "../..");
const SHARED_WITH_NEXT_CONFIG = ["lib/config/schema.ts", "lib/csp/policy.ts", "lib/security-headers.ts"];

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const directive = (file: string, name: string) => new RegExp(`^["']use ${name}["']`).test(read(file));

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? relative(ROOT, resolve(ROOT, dirname(from), specifier))
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (candidate) => existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile(),
  );
}

/** Modules a browser bundle evaluates: everything imported from a "use client" file, except through a server action. */
function browserReachable(): Set<string> {
  const files = ["app", "components", "lib"].flatMap(sourceFiles);
  const seen = new Set<string>();
  const pending = files.filter((file) => directive(file, "client"));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (directive(file, "server")) continue;
    // Static imports and re-exports (not type-only ones), and dynamic import().
    for (const [, typeOnly, specifier, dynamic] of read(file).matchAll(
      /(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']/g,
    )) {
      const target = !typeOnly && resolveImport(file, (specifier ?? dynamic)!);
      if (target) pending.push(target);
    }
  }
  return seen;
}

describe("server-only", () => {
  const reachable = browserReachable();
  const marked = (file: string) => /^import "server-only";$/m.test(read(file));

  it("marks every lib module the browser never loads", () => {
    const unmarked = sourceFiles("lib").filter(
      (file) => !reachable.has(file) && !SHARED_WITH_NEXT_CONFIG.includes(file) && !marked(file),
    );
    expect(unmarked).toEqual([]);
  });

  it("is not on a module the browser loads, nor on one next.config.ts loads", () => {
    const shared = sourceFiles("lib").filter((file) => reachable.has(file) && !directive(file, "server"));
    expect(shared).toContain("lib/forms/contact.ts");
    expect([...shared, ...SHARED_WITH_NEXT_CONFIG].filter(marked)).toEqual([]);
  });
});
