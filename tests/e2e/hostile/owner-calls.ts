import fc from "fast-check";
import { scriptedArguments, scriptedFieldName } from "../../support/action-wire.mjs";
import { encodeMultipart, type Part } from "../../support/form-posts.mjs";
import { send, type Answer } from "./bombard";
import { BOUNDARY } from "./payloads";
import { OWNER } from "./server";

/** The owner session a response sets, or "" (a deletion sets an empty one). */
export const sessionCookie = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .map((c) => /^owner_session=([^;]*)/.exec(c)?.[1] ?? "")
    .join("");

/** Scripted server-action calls as the owner's pages make them, once signed in. */
export function ownerCalls(base: string, actionIds: Record<string, string>) {
  let session = "";

  /** Fields go as a page's script sends them; a string is sent as the argument list itself. */
  const call = (
    name: string,
    fields: Part[] | string,
    options: { path?: string; headers?: Record<string, string> } = {},
  ) => {
    const multipart = typeof fields !== "string";
    const body = multipart
      ? encodeMultipart(
          [
            ...fields.map((p) => ({ ...p, name: scriptedFieldName(p.name) })),
            { name: "0", value: scriptedArguments() },
          ],
          BOUNDARY,
        )
      : Buffer.from(fields);
    return send(base, {
      kind: name,
      method: "POST",
      path: options.path ?? "/settings",
      headers: {
        "content-type": multipart ? `multipart/form-data; boundary=${BOUNDARY}` : "text/plain;charset=UTF-8",
        "next-action": actionIds[name]!,
        origin: base,
        cookie: `owner_session=${session}`,
        ...options.headers,
      },
      body,
    });
  };

  return {
    call,
    get session() {
      return session;
    },
    async signIn() {
      const credentials = [
        { name: "email", value: OWNER.email },
        { name: "password", value: OWNER.password },
      ];
      const answer = await call("signIn", credentials, {
        headers: { cookie: "", "x-forwarded-for": "198.51.100.7" },
      });
      session = sessionCookie(answer);
      return session;
    },
    revealedSecret: async () => /"secret":"(whsec_[^"]+)"/.exec((await call("revealSecret", [])).text)?.[1],
    /** The session cookie, forged: altered, unsigned, truncated, or made up. */
    forgedSession: () => {
      const [header, payload] = session.split(".");
      const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url");
      return fc
        .oneof(
          fc.constant(""),
          fc.constantFrom(
            `${session.slice(0, -2)}AA`,
            `${header}.${payload}.`,
            `${none}.${payload}.`,
            `${session}.x`,
          ),
          fc.string({ maxLength: 80 }).map((s) => encodeURIComponent(s)),
        )
        .map((token) => `owner_session=${token}`);
    },
  };
}
