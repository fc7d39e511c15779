import { describe, expect, it } from "vitest";
import { busboy } from "@/lib/next-internals/busboy";
import { hasMalformedRouterState } from "@/lib/next-internals/router-state";

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

describe("Next's copy of busboy", () => {
  const BOUNDARY = "----internalsBoundary";
  const parse = (body: string) =>
    new Promise<{ fields: [string, string][]; files: string[] }>((resolve, reject) => {
      const fields: [string, string][] = [];
      const files: string[] = [];
      const parser = busboy({ headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
      parser.on("field", (name, value) => fields.push([name, value]));
      parser.on("file", (name, stream) => {
        files.push(name);
        stream.resume();
      });
      parser.on("error", reject);
      parser.on("close", () => resolve({ fields, files }));
      parser.end(Buffer.from(body));
    });
  const part = (disposition: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${value}\r\n`;

  it("is a function that reads fields and files of a multipart body in order", async () => {
    const body =
      part('name="0"', '["$K1"]') +
      part('name="1_email"', "a@b.co") +
      part('name="f"; filename="x.txt"', "x");
    const { fields, files } = await parse(`${body}--${BOUNDARY}--\r\n`);
    expect(fields).toEqual([
      ["0", '["$K1"]'],
      ["1_email", "a@b.co"],
    ]);
    expect(files).toEqual(["f"]);
  });

  it("reports a body cut off before its closing boundary as an error", async () => {
    await expect(parse(part('name="0"', "[]").slice(0, -4))).rejects.toThrow();
  });
});
