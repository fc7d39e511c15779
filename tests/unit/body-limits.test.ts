import { describe, expect, it } from "vitest";
import { bodyProblem, MAX_BODY_BYTES, MAX_FORM_PARTS, multipartBoundary } from "@/lib/body-limits";

const BOUNDARY = "----limitsBoundary";
const multipart = (count: number, value = "") =>
  Array.from(
    { length: count },
    (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${value}\r\n`,
  ).join("") + `--${BOUNDARY}--\r\n`;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit);
const form = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
const status = async (request: Request) => (await bodyProblem(request))?.status ?? "ok";

/** A body sent in chunks with no Content-Length, as a client streaming it would. */
const streamed = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 65_536)
        controller.enqueue(new Uint8Array(Math.min(65_536, size - sent)));
      controller.close();
    },
  });

describe("request bodies refused before anything parses them", () => {
  it("passes what the forms send, and leaves the body whole for whoever reads it next", async () => {
    const request = post(multipart(40, "value"), form);
    expect(await status(request)).toBe("ok");
    expect((await request.formData()).getAll("f39")).toEqual(["value"]);
    expect(await status(post(new URLSearchParams({ "List-Unsubscribe": "One-Click" }), {}))).toBe("ok");
    expect(await status(new Request("http://localhost/"))).toBe("ok");
  });

  it("answers 413 to a form of more parts than any form has: 14,000 empty fields cost no parsing", async () => {
    expect(await status(post(multipart(MAX_FORM_PARTS), form))).toBe("ok");
    expect(await status(post(multipart(MAX_FORM_PARTS + 1), form))).toBe(413);
    const flood = await bodyProblem(post(multipart(14_000), form));
    expect(flood).toEqual({ status: 413, message: `Too many form fields (at most ${MAX_FORM_PARTS}).` });
    const pairs = Array.from({ length: 300 }, (_, i) => `f${i}=`).join("&");
    expect(await status(post(pairs, { "content-type": "application/x-www-form-urlencoded" }))).toBe(413);
  });

  it("answers 413 to a body over 1 MB, declared or streamed, of any type", async () => {
    expect(await status(post("x".repeat(MAX_BODY_BYTES + 1), { "content-type": "application/json" }))).toBe(
      413,
    );
    expect(await status(post(streamed(MAX_BODY_BYTES + 1), { "content-type": "text/plain" }))).toBe(413);
    expect(await status(post(streamed(MAX_BODY_BYTES), { "content-type": "text/plain" }))).toBe("ok");
  });

  it("reads the boundary however the content type writes it", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc")).toBe("abc");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("Multipart/Form-Data;boundary=----x")).toBe("----x");
    expect(multipartBoundary("text/plain; boundary=abc")).toBeUndefined();
    expect(multipartBoundary("multipart/form-data")).toBeUndefined();
  });
});
