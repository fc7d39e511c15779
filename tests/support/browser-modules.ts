import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// Which of our modules a browser bundle evaluates, read from the source files' imports.
const ROOT = resolve(__dirname, "../..");

export const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });

export const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
export const directive = (file: string, name: string) => new RegExp(`^["']use ${name}["']`).test(read(file));

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
export function browserReachable(): Set<string> {
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
