import assert from "node:assert/strict";
import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { signInErrors } from "@/content/auth";
import { formValues, readFormPage, scriptedPost } from "../support/form-posts.mjs";
import { actionShots, invalidEmail, loginShots, settingsShots } from "./hostile/action-shots";
import { bombard, send, shotArbitrary, summary, type Answer, type Shot } from "./hostile/bombard";
import { ownerCalls, sessionCookie } from "./hostile/owner-calls";
import { crossOrigin } from "./hostile/payloads";
import { bookShots, navigationShots, outboxShots } from "./hostile/route-shots";
import { visitShots } from "./hostile/visit-shots";
import { CRON_SECRET, OWNER, serverTrouble, startHostileServer, type HostileServer } from "./hostile/server";
import { pastTimeTrap } from "../support/time-trap";
import { firstPort } from "./ports";

// Thousands of random and malformed requests per endpoint against a production server of the spec's own, whose log
// it reads: nothing stored from invalid input, no session from a failed sign-in, no fault in the log. A 5xx only
// where Next refuses a forged action call or router state itself, each logged once as a warning.
// A smoke in `npm test` (under 2,000 requests in all); `npm run test:deep` sends 5,000 per endpoint.
const REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? (process.env.E2E_DEEP ? 5000 : 200));
const port = firstPort("hostile");
const BOOKING_URL = "https://booking.example.com/discovery";
// Saved switched off: a save whose FormData lost its fields keeps it as it is, and nothing is ever sent to it.
const WEBHOOK_URL = "http://localhost:9/hook";
const marker = `hostile${Date.now().toString(36)}`;

test.describe.configure({ mode: "serial" });

let server: HostileServer;
let owner: ReturnType<typeof ownerCalls>;
let host: string;
let logFrom = 0;
let formPages: Record<string, Awaited<ReturnType<typeof readFormPage>>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startHostileServer(port, { BOOKING_URL });
  owner = ownerCalls(server.base, server.actionIds);
  host = new URL(server.base).host;
  // Read once, past the bot time trap together, so posts are validated.
  const paths = ["/contact", "/intake", "/book-a-demo", "/login"];
  formPages = Object.fromEntries(
    await Promise.all(paths.map(async (p) => [p, await readFormPage(server.base, p)])),
  );
  await pastTimeTrap();
});
test.afterAll(async () => server?.remove());
test.beforeEach(() => {
  logFrom = server.lines().length;
});
test.afterEach(async ({}, testInfo) => {
  const trouble = serverTrouble(server.lines().slice(logFrom));
  if (trouble.length || testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach("server.log", { path: server.logFile });
  }
  expect(trouble, "the server's log").toEqual([]);
});

// These checks run for every answer, so they use node:assert: each Playwright expect() is recorded as a step.

const REFUSED = "refused by Next";

/**
 * No 5xx but Next's own 500 to a forged request it cannot decode (`refusable` shots); a post naming another origin is
 * refused by the proxy. The answer's status is the outcome.
 */
function answeredSafely(shot: Shot, answer: Answer, refusable = false): string {
  if (refusable && answer.status === 500) return `${shot.kind} 500 ${REFUSED}`;
  assert.ok(answer.status < 500, `a ${answer.status} answer: ${answer.text.slice(0, 200)}`);
  if (answer.status === 431) {
    // Node refuses a request head over 16 KB before the app sees it.
    assert.ok(
      shot.path.length + JSON.stringify(shot.headers).length > 16_000,
      "431 for a small request head",
    );
    return `${shot.kind} 431`;
  }
  if (shot.method === "POST" && crossOrigin(shot.headers.origin, host)) assert.equal(answer.status, 403);
  return `${shot.kind} ${answer.status}`;
}

/** Sends REQUESTS shots and prints what came back; outcomes ending in "reached" got through to the action. */
async function run(arbitrary: fc.Arbitrary<Shot>, check: (shot: Shot, answer: Answer) => string) {
  const started = Date.now();
  const tally = await bombard(server.base, arbitrary, check, REQUESTS);
  console.log(`${tally.sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary(tally)}`);
  expect(tally.sent).toBeGreaterThanOrEqual(REQUESTS);
  await expectRefusalsLogged(countOutcomes(tally.byOutcome, REFUSED));
  return countOutcomes(tally.byOutcome, "reached");
}

const countOutcomes = (outcomes: Map<string, number>, ending: string) =>
  [...outcomes].filter(([o]) => o.endsWith(ending)).reduce((n, [, count]) => n + count, 0);

/**
 * Each 500 is Next refusing the request, logged as a warning without its body (instrumentation.ts). A call naming
 * another page's action is forwarded to that page, which may refuse it while the first answers 200: so at least.
 */
async function expectRefusalsLogged(refused: number) {
  const logged = () =>
    server
      .lines()
      .slice(logFrom)
      .filter((l) => l.includes('"event":"request_refused"'));
  await expect.poll(() => logged().length).toBeGreaterThanOrEqual(refused);
  for (const line of logged()) expect(Object.keys(JSON.parse(line) as object).sort()).toEqual(LOGGED_KEYS);
}
const LOGGED_KEYS = ["digest", "event", "method", "path", "reason"];

const reachedIf = (outcome: string, reached: boolean) => (reached ? `${outcome} reached` : outcome);

for (const path of ["/contact", "/intake", "/book-a-demo"]) {
  test(`${path}: ${REQUESTS} hostile posts to its server action, only Next's refusals`, async () => {
    test.setTimeout(240_000);
    const page = formPages[path]!;
    const otherIds = Object.values(server.actionIds).filter((id) => id !== page.actionId);
    const shots = actionShots({ base: server.base, path, page, otherIds }, invalidEmail(marker));
    const reached = await run(shots, (shot, answer) => {
      const invalid = ["Please enter a valid email address", "Email is required"].some((m) =>
        answer.text.includes(m),
      );
      return reachedIf(answeredSafely(shot, answer, true), invalid);
    });
    // Enough of them got through the framework to the action's validation.
    expect(reached).toBeGreaterThan(REQUESTS / 5);
  });
}

test(`GET /book: ${REQUESTS} hostile query strings and cookies, always a redirect to the booking widget`, async () => {
  test.setTimeout(240_000);
  await run(bookShots(server.base), (shot, answer) => {
    const outcome = answeredSafely(shot, answer);
    if (answer.status !== 431 && (shot.method === "GET" || shot.method === "HEAD")) {
      assert.equal(answer.status, 302);
      const location = new URL(answer.headers.get("location") ?? "");
      assert.equal(`${location.origin}${location.pathname}`, BOOKING_URL);
    }
    return outcome;
  });
});

test(`/api/outbox: ${REQUESTS} requests, only the exact bearer token runs the outbox`, async () => {
  test.setTimeout(240_000);
  await run(outboxShots(server.base, CRON_SECRET), (shot, answer) => {
    const outcome = answeredSafely(shot, answer);
    if (answer.status === 403 || answer.status === 431) return outcome;
    const right = shot.headers.authorization === `Bearer ${CRON_SECRET}`;
    if (["GET", "POST", "HEAD"].includes(shot.method)) assert.equal(answer.status, right ? 200 : 401);
    else assert.ok([204, 405].includes(answer.status), `${answer.status} for ${shot.method}`);
    return outcome;
  });
});

test(`/api/seen: ${REQUESTS} hostile visit reports, a 204 or a 4xx, never a cookie`, async () => {
  test.setTimeout(240_000);
  await run(visitShots(server.base), (shot, answer) => {
    const outcome = answeredSafely(shot, answer);
    assert.equal(answer.headers.get("set-cookie"), null, "a cookie");
    if (shot.method === "POST")
      assert.ok([204, 400, 403, 413, 415, 431].includes(answer.status), `${answer.status}`);
    // Next answers OPTIONS itself with the allowed methods.
    else assert.ok(answer.status >= 400 || shot.method === "OPTIONS", `${answer.status} for ${shot.method}`);
    return outcome;
  });
});

test(`/login: ${REQUESTS} hostile sign-ins, never a session`, async () => {
  test.setTimeout(240_000);
  const page = formPages["/login"]!;
  const otherIds = [server.actionIds.signOut!, server.actionIds.submitContact!];
  const shots = loginShots({ base: server.base, path: "/login", page, otherIds }, marker, OWNER.password);
  const reached = await run(shots, (shot, answer) => {
    const outcome = answeredSafely(shot, answer, true);
    assert.equal(sessionCookie(answer), "", "a session cookie");
    const refusals = [signInErrors.incorrect, signInErrors.locked, signInErrors.missing];
    return reachedIf(
      outcome,
      refusals.some((m) => answer.text.includes(m)),
    );
  });
  expect(reached).toBeGreaterThan(REQUESTS / 5);
  expect(
    server
      .lines()
      .slice(logFrom)
      .some((l) => l.includes('"event":"owner_signed_in"')),
  ).toBe(false);
  // The owner still signs in: the session the settings tests use.
  expect(await owner.signIn()).not.toBe("");
});

/** An RSC request as the client router makes it: Next first redirects it to the URL with its cache-busting parameter. */
async function navigate(shot: Shot): Promise<Answer> {
  const answer = await send(server.base, shot);
  const location = answer.status === 307 ? answer.headers.get("location") : null;
  if (!location?.includes("_rsc=")) return answer;
  const target = new URL(location, server.base);
  return send(server.base, { ...shot, path: target.pathname + target.search });
}

test("Next's refusals, as lib/next-internals/refused-request.ts expects them: a 500 each, logged as a warning", async () => {
  const body = await owner.call("submitContact", "[{", { path: "/contact" });
  const page = await navigate({
    kind: "navigate",
    method: "GET",
    path: "/login",
    headers: { rsc: "1", "next-router-state-tree": "%" },
  });
  expect([body.status, page.status]).toEqual([500, 500]);
  const refusals = () =>
    server
      .lines()
      .slice(logFrom)
      .filter((l) => l.includes('"event":"request_refused"'))
      .map((l) => (JSON.parse(l) as { reason: string }).reason);
  await expect.poll(refusals).toEqual(expect.arrayContaining(["action", "router-state"]));
});

// Server actions are public endpoints: React decodes whatever argument list a client sends.
test("every form and settings action called without a FormData answers with its error state", async () => {
  const actions: [string, string][] = [
    ["submitContact", "/contact"],
    ["submitIntake", "/intake"],
    ["submitDemo", "/book-a-demo"],
    ["signIn", "/login"],
    ["submitWebhookForm", "/settings"],
    ["retryWebhookDelivery", "/settings/deliveries"],
    ["findPerson", "/settings/privacy"],
    ["erasePerson", "/settings/privacy"],
    ["setLeadStatus", "/settings"],
  ];
  for (const [name, path] of actions) {
    for (const args of ["[]", '["not a form", 42]', '[{"status":"idle"},{"email":"ada@example.com"}]']) {
      const answer = await owner.call(name, args, { path });
      expect(answer.status, `${name} ${args}`).toBe(200);
      expect(answer.text, `${name} ${args}`).toMatch(/"status":"error"|"error":"/);
    }
  }
});

test(`settings actions signed out: ${REQUESTS} calls, all refused`, async () => {
  test.setTimeout(240_000);
  const saved = await owner.call("submitWebhookForm", [{ name: "url", value: WEBHOOK_URL }]);
  expect(saved.text).toContain('"status":"success"');
  const secret = await owner.revealedSecret();
  expect(secret).toBeTruthy();

  const reached = await run(
    settingsShots(server.base, server.actionIds, owner.forgedSession()),
    (shot, answer) => {
      const outcome = answeredSafely(shot, answer, true);
      assert.ok(!answer.text.includes('"secret":'), "a secret in the answer");
      assert.ok(!answer.text.includes('"status":"success"'), "a success");
      return reachedIf(outcome, answer.text.includes("User not authenticated"));
    },
  );
  expect(reached).toBeGreaterThan(REQUESTS / 5);
  expect(await owner.revealedSecret()).toBe(secret);
});

test(`settings actions signed in: ${REQUESTS} calls with hostile arguments, the webhook never changed`, async () => {
  test.setTimeout(240_000);
  const cookie = fc.constant(`owner_session=${owner.session}`);
  await run(settingsShots(server.base, server.actionIds, cookie, { signedIn: true }), (shot, answer) => {
    const outcome = answeredSafely(shot, answer, true);
    assert.ok(!answer.text.includes("Test Webhook Sent"), "a test webhook sent");
    return outcome;
  });
  // Rotating is what the owner may do; what it leaves is a fresh secret of the usual form.
  expect(await owner.revealedSecret()).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/);
});

test(`owner pages: ${Math.ceil(REQUESTS / 5)} client-side navigations with hostile router state, only Next's refusals`, async () => {
  test.setTimeout(240_000);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(shotArbitrary(navigationShots(server.base, owner.session)), async (shot) => {
      const answer = await navigate(shot);
      // A 500 is Next refusing the router state: each one must be logged as such (below), not as a fault.
      assert.ok(answer.status <= 500, `a ${answer.status} answer: ${answer.text.slice(0, 200)}`);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }),
    { numRuns: Math.ceil(REQUESTS / 5) },
  );
  console.log(`navigations by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
  await expectRefusalsLogged(statuses.get(500) ?? 0);
});

test("afterwards: a real post is stored and nothing else was, the webhook as saved, a clean stop and log", async () => {
  test.setTimeout(60_000);
  expect((await fetch(`${server.base}/contact`)).status).toBe(200);
  const real = scriptedPost("/contact", formPages["/contact"]!, formValues.contact(1), server.base);
  const answer = await fetch(server.base + real.path, {
    method: "POST",
    headers: real.headers,
    body: new Uint8Array(real.body),
  });
  expect(await answer.text()).toContain('"status":"success"');
  expect(await server.stop("SIGTERM")).toBe(143);
  expect(serverTrouble(server.lines()), "the server's whole log").toEqual([]);
  const leads = await server.query<{ marked: number; total: number }>(
    `select count(*) filter (where email like '%${marker}%')::int as marked, count(*)::int as total from app.leads`,
  );
  expect(leads).toEqual([{ marked: 0, total: 1 }]);
  const configs = await server.query<{ webhook_url: string; enabled: boolean }>(
    "select webhook_url, enabled from app.webhook_configs",
  );
  expect(configs).toEqual([{ webhook_url: WEBHOOK_URL, enabled: false }]);
  // Forged visit reports add only pages of the site (or "other") and steps the wizards have.
  const paths = await server.query<{ path: string }>("select distinct path from app.page_view_days");
  for (const { path } of paths)
    expect(path).toMatch(/^(?:other|\/|\/roofers|\/dental|\/intake|\/book-a-demo)$/);
  const steps = await server.query<{ bad: number }>(
    "select count(*)::int as bad from app.wizard_step_days where form not in ('intake', 'demo') or step < 1 or step > case form when 'intake' then 5 else 4 end",
  );
  expect(steps).toEqual([{ bad: 0 }]);
});
