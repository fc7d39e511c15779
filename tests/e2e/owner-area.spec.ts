import { expect, test } from "@playwright/test";
import type { AppServer } from "../support/app-server.mjs";
import { FORM_PATHS, formValues, scriptedPost } from "../support/form-posts.mjs";
import { formPage, freshStore, OWNER, serverOn, type Store } from "./own-server";
import { signInAsOwner } from "./owner";
import { firstPort } from "./ports";

// What the owner reads in /settings, on a production server of the spec's own where emails go only to the log (so
// each is recorded "Not sent" after one attempt): attempts, the export, the signing-secret controls.
const port = firstPort("ownerArea");

test.describe.configure({ mode: "serial" });

let store: Store;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await freshStore();
  server = await serverOn(port, store, { TRUST_PROXY: "" });
  const page = await formPage(server, "demo");
  const values = {
    ...formValues.demo(1),
    contactName: "Semi Colon",
    challenges: "No-shows; slow follow-up.",
  };
  const post = scriptedPost(FORM_PATHS.demo, page, values, server.base);
  const answer = await fetch(server.base + post.path, {
    method: "POST",
    headers: post.headers,
    body: new Uint8Array(post.body),
  });
  expect(await answer.text()).toContain('"status":"success"');
});
test.afterAll(async () => {
  await server?.stop("SIGKILL");
  await store?.drop();
});

test("an email recorded as not sent shows no attempts count on the lead's page", async ({ page }) => {
  await signInAsOwner(page, OWNER, server.base);
  await page.goto(`${server.base}/settings/leads`);
  await page.getByRole("link", { name: "View lead from Semi Colon" }).click();
  // The link navigates on the client: a reload before it lands would reload the list.
  await expect(page.getByRole("heading", { level: 1, name: "Lead: Semi Colon" })).toBeVisible();
  const jobs = page.locator("li").filter({ has: page.getByText(/email/i) });
  // Both emails end "Not sent" (the log is no provider in production): reload until the outbox has recorded them.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText("Not sent", { exact: true }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(2);
  await expect(jobs.getByText(/of \d+ attempts/)).toHaveCount(0);
  await expect(
    page.getByText(/EMAIL_TRANSPORT=log writes emails to the server log only/).first(),
  ).toBeVisible();
});

test("the CSV labels columns as the page does, names the time zone and quotes a cell with ';'", async ({
  page,
}) => {
  await signInAsOwner(page, OWNER, server.base);
  const csv = await (await page.request.get(`${server.base}/settings/leads.csv`)).text();
  const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toContain("Submitted at (Pacific time)");
  expect(header!.match(/Solutions of interest/g)).toHaveLength(1);
  expect(header).not.toMatch(/\((selectedSolutions|solutions)\)/);
  expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} P[SD]T,/);
  expect(row).toContain('"No-shows; slow follow-up."');
  expect(row).toContain('"Appointment-Setting Agents; Onboarding/Reboarding Drips"');
});

for (const width of [390, 1440]) {
  test(`at ${width} px the Rotate secret control is as wide as its label, not the card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, OWNER, server.base);
    const url = page.getByLabel("Webhook URL");
    if (await url.isDisabled()) await page.getByRole("switch", { name: "Enable webhook" }).check();
    await url.fill("https://hooks.example.com/leads");
    await page.getByRole("button", { name: "Save" }).click();
    const rotate = page.getByText("Rotate secret", { exact: true });
    await expect(rotate).toBeVisible();
    // Its label and padding: about 140 px (it used to take the card's width, up to 576 px).
    expect((await rotate.boundingBox())!.width).toBeLessThan(200);
  });
}
