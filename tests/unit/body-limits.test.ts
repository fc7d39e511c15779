import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  bodyProblem,
  MAX_BODY_BYTES,
  MAX_FORM_PARTS,
  MAX_UPLOAD_BODY_BYTES,
  multipartBoundary,
} from "@/lib/body-limits";

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
  it("allows a picture's 5 MB only on the photo upload and the site editor's page (its add forms), 1 MB elsewhere", () => {
    expect(bodyLimitFor("/settings/site/photo")).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("/settings/site")).toBe(MAX_UPLOAD_BODY_BYTES);
    for (const path of [
      "/contact",
      "/settings",
      "/settings/site/",
      "/settings/site/other",
      "/settings/leads",
    ])
      expect(bodyLimitFor(path)).toBe(MAX_BODY_BYTES);
  });

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

  // The shapes a security review found getting past a count that trusted the declared boundary.
  // [content type, the boundary the body uses, whether parsers could read the type differently]
  const SHAPES = {
    "a quoted boundary with an escaped quote": ['multipart/form-data; boundary="q\\"abc"', 'q"abc', true],
    "a quoted boundary over 70 characters": [
      `multipart/form-data; boundary="${"b".repeat(71)}"`,
      "b".repeat(71),
      true,
    ],
    "boundary= inside another parameter's quoted value": [
      'multipart/form-data; x="; boundary=decoy"; boundary=real',
      "real",
      false,
    ],
  } as const;
  const flood = (count: number, boundary: string) =>
    Array.from(
      { length: count },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n\r\n`,
    ).join("") + `--${boundary}--\r\n`;

  for (const [shape, [type, boundary, unclear]] of Object.entries(SHAPES)) {
    it(`answers 413 to a flood of fields under ${shape}, in well under 100 ms`, async () => {
      // 14,000 fields, or as many as fit in 1 MB with a long boundary (more would be refused for its size).
      const fields = Math.min(14_000, Math.floor(MAX_BODY_BYTES / flood(1, boundary).length));
      const body = flood(fields, boundary);
      // The fastest of three: a loaded machine (tests run four at once on two cores) pauses any one of them.
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        expect(await bodyProblem(post(body, { "content-type": type }))).toEqual({
          status: 413,
          message: `Too many form fields (at most ${MAX_FORM_PARTS}).`,
        });
        times.push(performance.now() - started);
      }
      expect(Math.min(...times)).toBeLessThan(100);
      // A small form of the same spelling: refused when parsers could disagree on its boundary, else passed.
      expect(await status(post(flood(3, boundary), { "content-type": type }))).toBe(unclear ? 400 : "ok");
    });
  }

  it("counts parts whatever the content type claims: no boundary, a wrong one, or the word multipart elsewhere", async () => {
    for (const type of [
      "multipart/form-data",
      "multipart/form-data; boundary=other",
      "Multipart/Form-Data; boundary=flood",
      " multipart/form-data; boundary=flood",
      "text/plain; note=multipart",
    ]) {
      expect(await status(post(flood(MAX_FORM_PARTS + 1, "flood"), { "content-type": type })), type).toBe(
        413,
      );
    }
  });

  it("refuses a multipart form whose framing the framework's parsers would fail on, and passes browsers' own", async () => {
    const type = { "content-type": "multipart/form-data; boundary=abc" };
    const part = '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nv\r\n';
    expect(await status(post(`${part}--abc--\r\n`, type))).toBe("ok");
    expect(await status(post(`\r\n${part}--abc--`, type))).toBe("ok");
    for (const broken of [
      part, // never closed
      `${part}--abc--\r\ntrailing`,
      `preamble\r\n${part}--abc--\r\n`,
      '--abc\r\nContent-Disposition: form-data; name="x"\r\nv\r\n--abc--\r\n', // no blank line after headers
      "--abc--\r\n--abc\r\n",
      "",
    ]) {
      expect(await status(post(broken, type)), JSON.stringify(broken)).toBe(400);
    }
    // A scripted browser call (undici's FormData) is framed as a browser's form is.
    const form = new FormData();
    form.append("a", "1");
    form.append("b", "line one\r\n--not a boundary");
    expect(await status(post(form))).toBe("ok");
  });

  it("reads the boundary only as browsers write it", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc")).toBe("abc");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/form-data;boundary=----WebKitFormBoundaryAbC12")).toBe(
      "----WebKitFormBoundaryAbC12",
    );
    expect(multipartBoundary('multipart/form-data; x="; boundary=decoy"; boundary=real')).toBe("real");
    for (const unclear of [
      "Multipart/Form-Data;boundary=----x",
      'multipart/form-data; boundary="q\\"abc"',
      `multipart/form-data; boundary="${"b".repeat(71)}"`,
      "multipart/form-data; boundary=a; boundary=b",
      "multipart/form-data; boundary=a;",
      'multipart/form-data; boundary="abc',
      "multipart/form-data; boundary=a<b",
      "multipart/form-data; boundary = abc",
      "text/plain; boundary=abc",
      "multipart/form-data",
    ]) {
      expect(multipartBoundary(unclear), unclear).toBeUndefined();
    }
  });
});
