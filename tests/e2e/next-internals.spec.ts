import { expect, test } from "@playwright/test";
import { readBuildOutput, serverActionIds } from "@/lib/next-internals/build-output.mjs";

// The build this suite serves: if an upgrade of Next moves or reshapes these files, this fails before the CSP does.
const DIST = ".next/standalone/.next";

test.describe("what next build writes, as lib/next-internals reads it", () => {
  test("pre-rendered pages with their HTML, and the pages rendered on request", () => {
    const { buildId, pages, renderedOnRequest } = readBuildOutput(DIST);
    expect(buildId).toMatch(/^[\w-]{8,}$/);
    const routes = pages.map((page) => page.route);
    for (const route of ["/", "/contact", "/intake", "/book-a-demo", "/privacy"]) {
      expect(routes).toContain(route);
    }
    const home = pages.find((page) => page.route === "/")!;
    expect(home.html).toMatch(/^<!DOCTYPE html>/i);
    expect(home.html).toContain("<script");
    const onRequest = renderedOnRequest.map((source) => new RegExp(source));
    for (const path of ["/settings", "/login", "/settings/leads/123"]) {
      expect(
        onRequest.some((regex) => regex.test(path)),
        path,
      ).toBe(true);
    }
    expect(onRequest.some((regex) => regex.test("/contact"))).toBe(false);
  });

  test("the ids of the server actions the forms post to", () => {
    const ids = serverActionIds(DIST);
    for (const name of ["submitContact", "submitIntake", "submitDemo", "signIn", "signOut"]) {
      expect(ids[name], name).toMatch(/^[0-9a-f]{40,}$/);
    }
  });
});
