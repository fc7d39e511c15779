import fc from "fast-check";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { e2eDatabase } from "./database";

const PER_FORM = 150;

/** The hidden framework fields of a page's form, so posts reach the real server action. */
async function actionFields(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)].map((m) => [
      m[1]!,
      (m[2] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
    ]),
  );
}

const nasty = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(
    "",
    "\u0000",
    "\ud800",
    "<img src=x onerror=alert(1)>",
    "__proto__",
    "on",
    "a@b",
    "x".repeat(200_000),
  ),
);
const field = fc.constantFrom(
  "name",
  "email",
  "message",
  "businessName",
  "contactName",
  "painPoints",
  "solutions",
  "industry",
  "consent",
  "demoDate",
  "__proto__",
  "constructor",
);

for (const path of ["/contact", "/intake", "/book-a-demo"]) {
  test(`${path}: ${PER_FORM} hostile posts, never a 500 and never a stored row`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const fields = await actionFields(request, path);
    await new Promise((r) => setTimeout(r, 2200));
    const marker = `hostile-${Date.now()}`;
    const payloads = fc.sample(fc.array(fc.tuple(field, nasty), { maxLength: 10 }), PER_FORM);
    for (const [i, entries] of payloads.entries()) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      // Always an invalid email, so no payload may be stored however the rest looks.
      form.append("email", `${marker}-${i}-not-an-email`);
      for (const [k, v] of entries) form.append(k, v);
      const origin = i % 10 === 0 ? "https://evil.example" : baseURL!;
      const response = await fetch(new URL(path, baseURL), {
        method: "POST",
        body: form,
        headers: { origin },
      });
      expect(response.status, `payload ${i}`).toBeLessThan(500);
      await response.arrayBuffer();
    }
    const db = e2eDatabase();
    if (db) {
      const rows = await db`select count(*)::int as n from app.leads where email like ${`${marker}%`}`;
      expect(rows[0]!.n).toBe(0);
      await db.end();
    }
    // The site still answers normally afterwards.
    expect((await request.get(path)).status()).toBe(200);
  });
}
