import { describe, expect, it } from "vitest";
import { isHttpsRequest, secureOnHttps } from "@/lib/request/protocol";

describe("HTTPS behind a TLS-terminating proxy", () => {
  it("reads x-forwarded-proto as Next does for request.nextUrl (any https), so the proxy and the pages agree", () => {
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "http, https" }))).toBe(true);
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "http" }))).toBe(false);
    expect(isHttpsRequest(new Headers())).toBe(false);
  });

  it("makes cookies Secure on HTTPS and never drops a Secure the caller asked for", () => {
    const options = { httpOnly: true, sameSite: "lax" as const, path: "/" };
    expect(secureOnHttps(options, true)).toEqual({ ...options, secure: true });
    expect(secureOnHttps(options, false)).toEqual({ ...options, secure: false });
    expect(secureOnHttps({ ...options, secure: true }, false).secure).toBe(true);
  });
});
