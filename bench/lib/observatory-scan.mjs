// Child of bench/observatory.mjs, started with NODE_EXTRA_CA_CERTS naming the throwaway CA, so the local
// certificate verifies. Signs in through /login, scans each path with the Observatory's own retriever, tests
// and grading (its scan() takes only a hostname), and prints one JSON line per path.
// Usage: node observatory-scan.mjs <package dir> <https port> <http port> <email> <password> @sitemap|<path>[@signed-in]...
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { actionFields, multipart } from "./form-post.mjs";
import { sitemapPaths } from "./sitemap.mjs";

const [packageDir, httpsPort, httpPort, email, password, ...requested] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(join(packageDir, "src", file)).href);
const { retrieve } = await load("retriever/retriever.js");
const { ALL_TESTS, NUM_TESTS } = await load("constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");

const base = `https://localhost:${httpsPort}`;

/** A real sign-in, as a browser without JavaScript posts the /login form; returns the session cookie. */
async function signIn() {
  const { fields, cookies } = await actionFields(base, "/login");
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { cookie: cookies, origin: base },
    body: multipart(fields, { email, password }),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("owner_session="));
  if (!session || response.headers.get("location") !== "/settings") {
    throw new Error(`sign-in failed: ${response.status} ${response.headers.get("location")}`);
  }
  return session.split(";")[0];
}

/** The Observatory's scan() for one path: its retriever, every test, its curve (src/scanner/index.js). */
async function scan(path, cookie) {
  const headers = ["Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"];
  if (cookie) headers.push(`Cookie: ${cookie}`);
  const requests = await retrieve("localhost", { httpPort, httpsPort, path, headers });
  const status = requests.responses.auto?.status;
  if (!status || status < 200 || (status >= 400 && ![401, 403].includes(status))) {
    return { path, error: `unexpected status ${status}` };
  }
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = ALL_TESTS.map((test) => {
    const output = test(requests);
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return { name: output.constructor.name, result: output.result, pass: output.pass, modifier };
  });
  const { score, grade } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  const finalUrl = requests.session?.redirectHistory.at(-1)?.url.href ?? "";
  return {
    path,
    status,
    finalUrl,
    score,
    grade,
    passed: tests.filter((t) => t.pass).length,
    of: NUM_TESTS,
    tests,
  };
}

const targets = [];
for (const item of requested) {
  if (item === "@sitemap")
    for (const path of await sitemapPaths(base)) targets.push({ path, signedIn: false });
  else targets.push({ path: item.replace(/@signed-in$/, ""), signedIn: item.endsWith("@signed-in") });
}
const cookie = targets.some((t) => t.signedIn) ? await signIn() : undefined;
for (const { path, signedIn } of targets) {
  console.log(JSON.stringify({ ...(await scan(path, signedIn ? cookie : undefined)), signedIn }));
}
