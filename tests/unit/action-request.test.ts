import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT, actionRequestProblem } from "@/lib/action-request";

const BOUNDARY = "----unitBoundary";
const ID = "60790b207bec3f131c4db37885a7c540f478bc80d8";
const ARGS = '[{"status":"idle"},"$K1"]';

type Fields = [string, string][];
const multipart = (fields: Fields) =>
  fields
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("") + `--${BOUNDARY}--\r\n`;

const FORM = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request("http://localhost/contact", { method: "POST", body, headers });
/** A call made by the page's script: the Next-Action header, the argument list in part "0" or as the body. */
const scripted = (body: BodyInit, type = `multipart/form-data; boundary=${BOUNDARY}`) =>
  post(body, { "content-type": type, "next-action": ID });
const withArguments = (args: string, ...fields: Fields) => scripted(multipart([...fields, ["0", args]]));
/** A post without JavaScript: the action's descriptor and its bound state among the fields. */
const nativeBody = (descriptor: string, bound = '[{"status":"idle"}]') =>
  multipart([
    ["$ACTION_REF_1", ""],
    ["$ACTION_1:0", descriptor],
    ["$ACTION_1:1", bound],
    ["$ACTION_KEY", "k0"],
    ["email", "ada@example.com"],
  ]);
const native = (descriptor: string, bound?: string) => post(nativeBody(descriptor, bound), FORM);
const DESCRIPTOR = JSON.stringify({ id: ID, bound: "$@1" });
const status = async (request: Request) => (await actionRequestProblem(request))?.status ?? "ok";

describe("server-action requests the proxy lets through", () => {
  it("passes what the forms send, with and without JavaScript", async () => {
    const state = { status: "error", values: { message: "$$5 budget" }, toast: "$undefined", at: 1 };
    expect(await status(withArguments(JSON.stringify([state, "$K1"]), ["_1_email", "ada@example.com"]))).toBe(
      "ok",
    );
    expect(await status(scripted("[]", "text/plain;charset=UTF-8"))).toBe("ok"); // signOut()
    expect(await status(native(DESCRIPTOR))).toBe("ok");
    expect(await status(native(JSON.stringify({ id: ID, bound: null })))).toBe("ok");
  });

  it("passes everything that is not a server-action call", async () => {
    expect(await status(post(multipart([[`$ACTION_ID_${ID}`, ""]]), FORM))).toBe("ok");
    expect(await status(post(multipart([["name", "no action at all"]]), FORM))).toBe("ok");
    expect(await status(post("a=b", { "content-type": "application/x-www-form-urlencoded" }))).toBe("ok");
    expect(await status(new Request("http://localhost/contact"))).toBe("ok");
  });
});

describe("server-action requests Next would answer with a 500", () => {
  it("refuses bodies over the action limit with 413", async () => {
    expect(await status(withArguments(ARGS, ["_1_message", "x".repeat(ACTION_BODY_LIMIT)]))).toBe(413);
    expect(await status(native(DESCRIPTOR, "x".repeat(ACTION_BODY_LIMIT)))).toBe(413);
  });

  it("refuses multipart that does not parse, as the parser Next uses for it reads it", async () => {
    const body = multipart([["0", ARGS]]);
    expect(await status(scripted(body, "multipart/form-data"))).toBe(400);
    expect(await status(scripted(body.slice(0, 40)))).toBe(400);
    expect(await status(post(nativeBody(DESCRIPTOR).slice(0, 150), FORM))).toBe(400);
    // Busboy, which reads scripted calls, refuses part headers over 16 KB; the fetch API's parser takes them.
    expect(await status(withArguments(ARGS, ["é".repeat(9000), ""]))).toBe(400);
  });

  it.each(["[", "", '"$K1"', "{}", "null", `${"[".repeat(5000)}${"]".repeat(5000)}`])(
    "refuses the argument list %j: not a JSON array, or nested deeper than React decodes",
    async (args) => {
      expect(await status(scripted(args, "text/plain"))).toBe(400);
    },
  );

  it("refuses an argument list that is not UTF-8", async () => {
    expect(await status(scripted(new Uint8Array([0x5b, 0xff, 0xfe, 0x5d]), "text/plain"))).toBe(400);
  });

  it.each(["$@1", "$1", "$Q1", "$W1", "$F1", "$h1", "$T", "$B1", "$i1", "$R1", "$1:a", "$n12x", "$"])(
    "refuses %s: a reference our forms never send, to a part that may not be there",
    async (reference) => {
      expect(await status(withArguments(JSON.stringify([{}, reference]), ["1", "[]"]))).toBe(400);
    },
  );

  it.each([" ", "-0", "0"])(
    "refuses a second root named %j: React reads a field named like a number as that part",
    async (name) => {
      expect(await status(withArguments(ARGS, [name, "["]))).toBe(400);
    },
  );

  it("refuses files and unnamed parts in scripted calls, also a file the body cuts off", async () => {
    const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="0.json"\r\n\r\n${ARGS}\r\n`;
    expect(await status(scripted(`${file}--${BOUNDARY}--\r\n`))).toBe(400);
    expect(await status(scripted(file.slice(0, -8)))).toBe(400);
    expect(await status(withArguments(ARGS, ["", ""]))).toBe(400);
  });

  it.each([
    [JSON.stringify({ id: ID }), undefined],
    [JSON.stringify({ id: ID, bound: "$@2" }), undefined],
    [JSON.stringify({ id: ID, bound: "$Q1" }), undefined],
    [JSON.stringify({ id: ID, bound: "$@1", other: "$@1" }), undefined],
    [`{"id":"${ID}","bound":"$@1"`, undefined],
    [DESCRIPTOR, "null"],
    [DESCRIPTOR, "["],
  ])("refuses a native post with descriptor %s and bound arguments %s", async (descriptor, bound) => {
    expect(await status(native(descriptor, bound))).toBe(400);
  });

  it("never throws, whatever the body and content type", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(`multipart/form-data; boundary=${BOUNDARY}`, "multipart/form-data", "text/plain", ""),
        fc.boolean(),
        async (bytes, type, withAction) => {
          const headers: Record<string, string> = type ? { "content-type": type } : {};
          if (withAction) headers["next-action"] = ID;
          expect([undefined, 400, 413]).toContain((await actionRequestProblem(post(bytes, headers)))?.status);
        },
      ),
      { numRuns: 500 },
    );
  });
});
