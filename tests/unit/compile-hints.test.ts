import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "@/lib/next-internals/compile-hints.mjs";

const script = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([0,1,e=>{"use strict";}]);';

describe("the compile hint", () => {
  it("is the script's first line, as V8 requires, and is added once", () => {
    const hinted = withCompileHint(script);
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted.slice(COMPILE_HINT.length)).toBe(script);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe("addCompileHints", () => {
  let dist = "";
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("hints every browser script of a build, nested ones too, and leaves other files alone", () => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    const chunks = join(dist, "static", "chunks");
    mkdirSync(join(chunks, "app"), { recursive: true });
    writeFileSync(join(chunks, "a.js"), script);
    writeFileSync(join(chunks, "app", "b.js"), script);
    writeFileSync(join(chunks, "c.css"), "body{}");
    addCompileHints(dist);
    addCompileHints(dist);
    expect(readFileSync(join(chunks, "a.js"), "utf8")).toBe(COMPILE_HINT + script);
    expect(readFileSync(join(chunks, "app", "b.js"), "utf8")).toBe(COMPILE_HINT + script);
    expect(readFileSync(join(chunks, "c.css"), "utf8")).toBe("body{}");
  });

  it("stops the build when the build holds no scripts where it should", () => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(dist, "static", "chunks"), { recursive: true });
    expect(() => addCompileHints(dist)).toThrow(/holds no scripts/);
  });
});
