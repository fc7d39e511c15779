import { expect, test } from "@playwright/test";
import { actionIdOf, hiddenActionInputs, scriptedCallEntries } from "../support/action-wire.mjs";
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

  test("a server-action call as tests/support/action-wire.mjs writes it reaches the action", async ({
    baseURL,
  }) => {
    const id = serverActionIds(DIST).submitContact!;
    const hidden = hiddenActionInputs(await (await fetch(`${baseURL}/contact`)).text());
    expect(actionIdOf(hidden)).toBe(id);
    const form = new FormData();
    for (const [name, value] of scriptedCallEntries([["email", "not-an-email"]])) form.append(name, value);
    // No form-page cookie: no evidence for the bot time trap, so the post is validated at once.
    const answer = await fetch(`${baseURL}/contact`, {
      method: "POST",
      headers: { "next-action": id, accept: "text/x-component", origin: baseURL! },
      body: form,
    });
    expect(answer.status).toBe(200);
    // The action read the field and answered with its own validation.
    expect(await answer.text()).toContain("Please enter a valid email address");
  });
});
