import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { siteUrl } from "@/lib/env";
import { proxy } from "@/proxy";

const SITE = siteUrl();
const landed = async (path: string, headers: Record<string, string> = {}) => {
  const response = await proxy(new NextRequest(`${SITE}${path}`, { headers }));
  const value = response.cookies.get("first_touch")?.value;
  return value === undefined ? undefined : (JSON.parse(value) as { landing_page?: string }).landing_page;
};

describe("the proxy's first_touch cookie: the landing page of the visit", () => {
  const earlier = { cookie: `first_touch=${encodeURIComponent(JSON.stringify({ landing_page: "/about" }))}` };

  it("names the page a visit begins on, whatever an earlier visit of the session named", async () => {
    expect(await landed("/dental?utm_source=google")).toBe("/dental?utm_source=google");
    expect(await landed("/process?utm_source=google", earlier)).toBe("/process?utm_source=google");
    expect(await landed("/process", { ...earlier, referer: "https://www.google.com/" })).toBe("/process");
  });

  it("keeps it on the visit's later pages, on a reload, and for a prefetch", async () => {
    expect(await landed("/contact", { ...earlier, referer: `${SITE}/about` })).toBeUndefined();
    expect(await landed("/about", earlier)).toBeUndefined();
    expect(await landed("/dental", { ...earlier, "sec-purpose": "prefetch;prerender" })).toBeUndefined();
  });
});
