import { describe, expect, it } from "vitest";
import { browserReachable, read } from "../support/browser-modules";

// A browser module's top level runs while the page starts, in the tasks Lighthouse counts as blocking time. Building
// an Intl formatter there (it loads locale data) took 17 ms of /book-a-demo's start-up, about 70 ms of blocking time
// on a 4x slowed phone CPU, although no date was shown; formatters are made on first use instead.
describe("browser start-up", () => {
  it("builds no Intl formatter at the top level of a module the browser loads", () => {
    const modules = [...browserReachable()];
    expect(modules).toContain("components/forms/demo/dates.ts");
    const eager = modules.filter((file) => /^[^\s/*].*\bnew Intl\./m.test(read(file)));
    expect(eager).toEqual([]);
  });
});
