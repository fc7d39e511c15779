import { describe, expect, it } from "vitest";
import { publicPageList } from "@/content/pages";
import { searchPages } from "@/lib/search";

describe("searchPages", () => {
  it("finds pages by title words first", () => {
    const results = searchPages(publicPageList, "dental");
    expect(results[0]?.path).toBe("/dental");
  });

  it("matches keywords and descriptions, every word required", () => {
    expect(searchPages(publicPageList, "missed calls").map((p) => p.path)).toContain("/demo-bot");
    expect(searchPages(publicPageList, "dental zebra")).toEqual([]);
  });

  it("is case-insensitive and ignores blank queries", () => {
    expect(searchPages(publicPageList, "PRIVACY")[0]?.path).toBe("/privacy");
    expect(searchPages(publicPageList, "   ")).toEqual([]);
  });

  it("limits the number of results to the best matches", () => {
    const all = searchPages(publicPageList, "a", Infinity);
    expect(all.length).toBeGreaterThan(3);
    expect(searchPages(publicPageList, "a", 3)).toEqual(all.slice(0, 3));
  });
});
