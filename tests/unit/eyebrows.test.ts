import { expect, it } from "vitest";

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Every { eyebrow, title } pair anywhere in the content, with where it was found. */
function pairs(
  value: unknown,
  path: string,
  found: [string, string, string][] = [],
  seen = new Set<unknown>(),
) {
  if (!value || typeof value !== "object" || seen.has(value)) return found;
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.eyebrow === "string" && typeof record.title === "string")
    found.push([path, record.eyebrow, record.title]);
  for (const [key, child] of Object.entries(record)) pairs(child, `${path}.${key}`, found, seen);
  return found;
}

// docs/design.md: an eyebrow adds something its heading does not say ("WHO WE SERVE / Who We Serve" says it twice).
it("no eyebrow in the content repeats its heading", async () => {
  const modules = import.meta.glob<Record<string, unknown>>("../../content/*.ts");
  const all: [string, string, string][] = [];
  for (const [file, load] of Object.entries(modules)) {
    const exports = await load();
    for (const [name, value] of Object.entries(exports)) pairs(value, `${file}:${name}`, all);
  }
  expect(all.length).toBeGreaterThan(30);
  const repeats = all.filter(
    ([, eyebrow, title]) => words(title).includes(words(eyebrow)) || words(eyebrow).includes(words(title)),
  );
  expect(repeats).toEqual([]);
});
