import { describe, expect, it } from "vitest";
import { hasMalformedRouterState } from "@/lib/router-state";

const withState = (value?: string) =>
  new Headers(value === undefined ? {} : { "next-router-state-tree": value });

describe("the router-state header check", () => {
  it("passes requests without the header and with the state a browser sends", () => {
    expect(hasMalformedRouterState(withState())).toBe(false);
    const state = ["", { children: ["settings", { children: ["__PAGE__", {}] }] }, null, null];
    expect(hasMalformedRouterState(withState(encodeURIComponent(JSON.stringify(state))))).toBe(false);
  });

  it("flags what Next would answer with a 500", () => {
    for (const bad of ["garbage%", "[1,2", "%5B%22x%22%5D", "{}", "x".repeat(40_001)]) {
      expect(hasMalformedRouterState(withState(bad)), bad.slice(0, 20)).toBe(true);
    }
  });
});
