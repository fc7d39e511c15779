import fc from "fast-check";
import { contactSchema } from "@/lib/forms/contact";
import { demoSchema } from "@/lib/forms/demo";
import { intakeSchema } from "@/lib/forms/intake";
import { META_FIELDS } from "@/lib/forms/state";
import { nativeActionInputs, scriptedFieldName } from "../../support/action-wire.mjs";
import { encodeMultipart, type Part } from "../../support/form-posts.mjs";
import type { Shot } from "./bombard";
import {
  actionId,
  BOUNDARY,
  argumentList,
  cookieHeader,
  fieldName,
  headerValue,
  huge,
  mangle,
  method,
  multipartType,
  origin,
  rawBody,
  rawType,
  rarely,
  text,
  value,
  withHeaders,
} from "./payloads";

/** A form page's hidden framework inputs, its action and the cookies it set (readFormPage). */
export type FormPage = { actionId: string; hidden: Record<string, string>; cookie: string };
type Context = { base: string; path: string; page: FormPage; otherIds: string[] };

const FORM_FIELDS = [
  ...new Set([contactSchema, intakeSchema, demoSchema].flatMap((schema) => Object.keys(schema.shape))),
  ...Object.values(META_FIELDS),
];

/** The page's hidden inputs kept, dropped, replaced, duplicated, or pointing at parts that are not there. */
function tampered(hidden: Record<string, string>, id: string): fc.Arbitrary<Part[]> {
  const descriptor = fc.constantFrom(
    JSON.stringify({ id, bound: null }),
    JSON.stringify({ id, bound: "$@2" }),
    JSON.stringify({ id, bound: "$Q1" }),
    JSON.stringify({ id }),
    `{"id":"${id}","bound":"$@1"`,
  );
  const boundArgs = fc.constantFrom("[]", "null", '"x"', "[", "{}", '[{"status":"idle"},"$@5"]');
  const replacement = (name: string) =>
    name.endsWith(":0")
      ? descriptor
      : name.endsWith(":1")
        ? boundArgs
        : (value as fc.Arbitrary<string | Buffer>);
  return fc
    .tuple(
      ...Object.entries(hidden).map(([name, original]) =>
        fc.oneof(
          { weight: 40, arbitrary: fc.constant<Part[]>([{ name, value: original }]) },
          { weight: 1, arbitrary: fc.constant<Part[]>([]) },
          { weight: 1, arbitrary: replacement(name).map((v): Part[] => [{ name, value: v }]) },
          {
            weight: 1,
            arbitrary: replacement(name).map((v): Part[] => [
              { name, value: original },
              { name, value: v },
            ]),
          },
        ),
      ),
    )
    .map((lists) => lists.flat());
}

const fields = (names: readonly string[]) =>
  fc
    .array(fc.tuple(fieldName(names), value), { maxLength: 8 })
    .map((pairs) => pairs.map(([name, v]) => ({ name, value: v })));

/**
 * Requests to one server action, in the three shapes it can arrive in: a native multipart post with the page's
 * hidden inputs, a scripted call (Next-Action header, the fields and the argument list as parts), and a
 * scripted call whose body is not multipart at all. `first` are the fields that make every request invalid by
 * construction; they always come first, so duplicates later on cannot override them.
 */
export function actionShots(
  ctx: Context,
  first: fc.Arbitrary<Part[]>,
  names: readonly string[] = FORM_FIELDS,
  options: { cookie?: fc.Arbitrary<string>; headers?: fc.Arbitrary<Record<string, string>> } = {},
): fc.Arbitrary<Shot> {
  const common = {
    method,
    path: fc.constant(ctx.path),
    origin: origin(ctx.base),
    cookie: options.cookie ?? cookieHeader(ctx.page.cookie),
    extra: options.headers ?? fc.constant({}),
    first,
    fields: fields(names),
    huge,
    mangle,
  };
  const native = fc
    .record({ ...common, hidden: tampered(ctx.page.hidden, ctx.page.actionId), type: multipartType() })
    .map((r): Shot => {
      const parts = [
        ...r.hidden,
        ...r.first,
        ...r.fields,
        ...(r.huge ? [{ name: "message", value: r.huge }] : []),
      ];
      return {
        kind: "native",
        method: r.method,
        path: r.path,
        headers: withHeaders({ "content-type": r.type, origin: r.origin, cookie: r.cookie, ...r.extra }),
        body: r.mangle(encodeMultipart(parts, BOUNDARY)),
      };
    });
  const scripted = fc
    .record({
      ...common,
      id: actionId(ctx.page.actionId, ctx.otherIds),
      args: argumentList,
      argsAsFile: rarely(30),
      unprefixed: rarely(6),
      outlined: fc.array(fc.tuple(fc.constantFrom("0", "1", "2", "5"), argumentList), { maxLength: 2 }),
      type: multipartType(),
    })
    .map((r): Shot => {
      const prefix = (parts: Part[]) => parts.map((p) => ({ ...p, name: scriptedFieldName(p.name) }));
      const parts: Part[] = [
        ...prefix(r.first),
        ...(r.unprefixed ? r.fields : prefix(r.fields)),
        ...(r.huge ? prefix([{ name: "message", value: r.huge }]) : []),
        { name: "0", value: r.args, ...(r.argsAsFile ? { filename: "0.json" } : {}) },
        ...r.outlined.map(([name, v]) => ({ name, value: v })),
      ];
      return {
        kind: "scripted",
        method: r.method,
        path: r.path,
        headers: withHeaders({
          "content-type": r.type,
          "next-action": r.id,
          accept: "text/x-component",
          origin: r.origin,
          cookie: r.cookie,
          ...r.extra,
        }),
        body: r.mangle(encodeMultipart(parts, BOUNDARY)),
      };
    });
  const raw = fc
    .record({
      method: common.method,
      path: common.path,
      origin: common.origin,
      cookie: common.cookie,
      extra: common.extra,
      id: actionId(ctx.page.actionId, ctx.otherIds),
      body: rawBody,
      type: rawType,
    })
    .map((r): Shot => ({
      kind: "raw",
      method: r.method,
      path: r.path,
      headers: withHeaders({
        "content-type": r.type,
        "next-action": r.id,
        origin: r.origin,
        cookie: r.cookie,
        ...r.extra,
      }),
      body: r.body,
    }));
  return fc.oneof(
    { weight: 5, arbitrary: native },
    { weight: 5, arbitrary: scripted },
    { weight: 2, arbitrary: raw },
  );
}

/** An email no schema accepts, carrying the run's marker so a stored row would be found. */
export const invalidEmail = (marker: string) =>
  fc
    .tuple(fc.nat(), text)
    .map(([n, t]): Part[] => [{ name: "email", value: `${marker}-${n} ${t} not-an-email` }]);

/** Sign-in attempts that can never succeed: the email always carries the run's marker. */
export function loginShots(ctx: Context, marker: string, password: string): fc.Arbitrary<Shot> {
  const first = fc
    .tuple(
      fc.nat(),
      text,
      fc.oneof(
        { weight: 6, arbitrary: value },
        { weight: 1, arbitrary: fc.constant(password) },
        { weight: 1, arbitrary: huge.map((h) => h ?? "") },
      ),
    )
    .map(([n, t, p]): Part[] => [
      { name: "email", value: `${marker}-${n}${t}` },
      { name: "password", value: p },
    ]);
  // Sign-in lockouts are per address: spreading the attempts over many lets most of them reach the password check.
  const headers = fc.oneof(fc.ipV4(), headerValue).map((ip) => withHeaders({ "x-forwarded-for": ip }));
  return actionShots(ctx, first, ["email", "password", "__proto__", "constructor", "$ACTION_KEY"], {
    headers,
  });
}

/** A webhook URL that may never be saved: private and special addresses, other schemes, credentials, garbage. */
export const invalidWebhookUrl = fc.oneof(
  fc.constantFrom(
    "http://127.0.0.1/hook",
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]/",
    "http://[fe80::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://0.0.0.0/",
    "http://2130706433/",
    "http://0x7f.1/",
    "ftp://example.com/",
    "javascript:alert(1)",
    "file:///etc/passwd",
    "https://user:pass@example.com/",
    "not a url",
    "//example.com",
    "http://",
    `ftp://example.com/${"a".repeat(2100)}`,
  ),
  text.filter((t) => t.trim() !== "" && !/^\s*https?:/i.test(t)),
);

const SETTINGS_FIELDS = [
  "url",
  "enabled",
  "intent",
  "jobId",
  "person",
  "confirm",
  "keepUnsubscribed",
  "leadId",
  "status",
  "__proto__",
  "constructor",
];

/** The settings actions with hostile arguments; the URL sent first is never one that may be saved. */
export function settingsShots(
  base: string,
  ids: Record<string, string>,
  cookie: fc.Arbitrary<string>,
  { signedIn = false } = {},
): fc.Arbitrary<Shot> {
  const first = fc
    .tuple(
      invalidWebhookUrl,
      fc.constantFrom("on", "true", "", "off"),
      fc.constantFrom("test", "save", ""),
      fc.oneof(fc.uuid(), text),
      // A privacy request for someone no lead names: hostile input, never a real person's erasure.
      fc.oneof(text, fc.constant("nobody@hostile.example"), fc.constant("+1 (503) 555-0199")),
      // A lead no row has, any status or none: a status change that can only be refused.
      fc.oneof(fc.constantFrom("new", "qualified", "won", "lost", "NEW", ""), text),
    )
    .map(([url, enabled, intent, jobId, person, status]): Part[] => [
      { name: "url", value: url },
      { name: "enabled", value: enabled },
      { name: "intent", value: intent },
      { name: "jobId", value: jobId },
      { name: "person", value: person },
      { name: "confirm", value: enabled },
      { name: "leadId", value: jobId },
      { name: "status", value: status },
    ]);
  // Each action posted to the owner page whose forms use it.
  const pages: Record<string, string> = {
    submitWebhookForm: "/settings",
    revealSecret: "/settings",
    rotateSecret: "/settings",
    retryWebhookDelivery: "/settings/deliveries",
    findPerson: "/settings/privacy",
    erasePerson: "/settings/privacy",
    setLeadStatus: "/settings",
  };
  const actions = Object.keys(pages).map((name) => ids[name]!);
  const pathOf = (id: string) => pages[Object.keys(pages).find((name) => ids[name] === id)!]!;
  // Signed in, a shot forged into a sign-out would end (revoke) the very session the rest of the run uses.
  const others = [...(signedIn ? [] : [ids.signOut!]), ids.signIn!, ids.submitContact!];
  return fc.oneof(
    ...actions.map((id) =>
      actionShots(
        {
          base,
          path: pathOf(id),
          page: { actionId: id, hidden: nativeActionInputs(id), cookie: "" },
          otherIds: [...actions, ...others],
        },
        first,
        SETTINGS_FIELDS,
        { cookie },
      ),
    ),
  );
}
