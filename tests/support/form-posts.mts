// Form submissions as browsers send them: scripted (the server action called with the Next-Action header, as
// the forms do with JavaScript on) and native (the multipart post a browser without JavaScript sends).
import { randomUUID } from "node:crypto";
import { actionIdOf, hiddenActionInputs, scriptedCallEntries } from "./action-wire.mjs";

export type Post = { path: string; headers: Record<string, string>; body: Buffer; scripted: boolean };
type Values = Record<string, string | string[]>;
type Page = { actionId: string; hidden: Record<string, string>; cookie: string };

/** The hidden framework inputs of a form page and the id of its server action. */
export async function readFormPage(base: string, path: string): Promise<Page> {
  const response = await fetch(base + path);
  const hidden = hiddenActionInputs(await response.text());
  const actionId = actionIdOf(hidden);
  if (!actionId) throw new Error(`no server action found on ${path}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { actionId, hidden, cookie };
}

export type Part = { name: string; value: string | Buffer; filename?: string };

/** A multipart body written by hand: names go in unescaped, and a part may be a file. */
export function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      part.filename === undefined
        ? ""
        : `; filename="${part.filename}"\r\nContent-Type: application/octet-stream`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`),
    );
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function multipart(entries: [string, string | Buffer][]): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomUUID().replaceAll("-", "")}`;
  const body = encodeMultipart(
    entries.map(([name, value]) => ({ name, value })),
    boundary,
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const flat = (values: Values) =>
  Object.entries(values).flatMap(([k, v]) => [v].flat().map((item) => [k, item] as [string, string]));

/** The request a form with JavaScript on sends (the action's id in a header, the fields and its argument list). */
export function scriptedPost(path: string, page: Page, values: Values, origin: string): Post {
  const { body, contentType } = multipart(scriptedCallEntries(flat(values)));
  return {
    path,
    body,
    scripted: true,
    headers: {
      "content-type": contentType,
      "next-action": page.actionId,
      accept: "text/x-component",
      origin,
      cookie: page.cookie,
    },
  };
}

/** The request a browser without JavaScript sends: the page's hidden inputs plus the fields. */
export function nativePost(path: string, page: Page, values: Values, origin: string): Post {
  const { body, contentType } = multipart([...Object.entries(page.hidden), ...flat(values)]);
  return {
    path,
    body,
    scripted: false,
    headers: { "content-type": contentType, origin, cookie: page.cookie },
  };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Valid answers for each form, unique per call (submission id, email). */
export const formValues = {
  contact: (n: number): Values => ({
    submissionId: randomUUID(),
    website: "",
    name: `Load Test ${n}`,
    email: `load${n}@example.com`,
    message: `A message from the load run, number ${n}.`,
  }),
  intake: (n: number): Values => ({
    submissionId: randomUUID(),
    website: "",
    businessName: `Business ${n}`,
    contactName: `Load Test ${n}`,
    email: `intake${n}@example.com`,
    painPoints: ["lead-generation", "reporting"],
    currentChallenges: "Too many missed calls.",
    selectedSolutions: ["ai-agents"],
    preferredTime: "Tuesday morning",
    additionalNotes: "",
    consent: "on",
  }),
  demo: (n: number): Values => ({
    submissionId: randomUUID(),
    website: "",
    businessName: `Business ${n}`,
    contactName: `Load Test ${n}`,
    email: `demo${n}@example.com`,
    industry: "healthcare",
    challenges: "No-shows and slow follow-up.",
    solutions: ["agents", "drips"],
    demoDate: tomorrow(),
    additionalNotes: "",
    consent: "on",
  }),
};

export const FORM_PATHS = { contact: "/contact", intake: "/intake", demo: "/book-a-demo" } as const;

/** What a successful submission's response says (the success toast's title or state). */
export function accepted(post: Post, text: string): boolean {
  return post.scripted
    ? text.includes('"status":"success"')
    : /Message Sent!|Thank you|Request Received|received/i.test(text);
}
