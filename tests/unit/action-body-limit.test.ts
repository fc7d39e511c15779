import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT, isOversizedActionPost } from "@/lib/action-body-limit";

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request("http://localhost/contact", { method: "POST", body, headers });
const FORM = { "content-type": "multipart/form-data; boundary=x" };
const SCRIPTED = { "content-type": "text/plain;charset=UTF-8", "next-action": "60790b207bec" };
const over = "x".repeat(ACTION_BODY_LIMIT + 1);

describe("the server-action body limit the proxy answers with 413", () => {
  it("flags multipart posts and scripted calls over Next's limit, by declared length or by reading", async () => {
    expect(await isOversizedActionPost(post(over, FORM))).toBe(true);
    expect(await isOversizedActionPost(post(over, SCRIPTED))).toBe(true);
    expect(
      await isOversizedActionPost(post("x", { ...FORM, "content-length": String(ACTION_BODY_LIMIT + 1) })),
    ).toBe(true);
  });

  it("passes posts within the limit and everything that cannot be a server action", async () => {
    expect(await isOversizedActionPost(post("x".repeat(ACTION_BODY_LIMIT), FORM))).toBe(false);
    expect(await isOversizedActionPost(post("[]", SCRIPTED))).toBe(false);
    expect(
      await isOversizedActionPost(post(over, { "content-type": "application/x-www-form-urlencoded" })),
    ).toBe(false);
    expect(await isOversizedActionPost(new Request("http://localhost/contact"))).toBe(false);
  });
});
