// npm test: lint, typecheck, unit + integration, production build, browser e2e; ends with one "N passed, M failed" line.
// --deep (npm run test:deep) adds the full hostile run and the analytics build (E2E_DEEP, see playwright.config.ts).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

const reports = ".test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const deep = process.argv.includes("--deep");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...(deep ? { E2E_DEEP: "1" } : {}) };

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
/** How long each step took, printed with the summary: the suite's time budget is read from it. */
const timings = [];

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const since = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  timings.push(`${label} ${seconds(since)}`);
  return result.status === 0;
}

/**
 * Runs steps at once, each with its output held and printed whole when it ends: the checks and the build are
 * single-threaded for most of their time, so two cores finish them together in about the time of the longest.
 */
function runTogether(steps) {
  return Promise.all(
    steps.map(
      ({ label, command, args, extraEnv = {} }) =>
        new Promise((resolve) => {
          const since = Date.now();
          const child = spawn(command, args, {
            env: { ...env, ...extraEnv },
            stdio: ["ignore", "pipe", "pipe"],
          });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            console.log(
              `\n▶ ${label}: ${command} ${args.join(" ")}\n${Buffer.concat(output).toString().trimEnd()}`,
            );
            timings.push(`${label} ${seconds(since)}`);
            resolve(code === 0);
          });
        }),
    ),
  );
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

/** "file › title: first line of the error" for every test Playwright marked unexpected. */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === "unexpected"))
      .map((spec) => {
        const error = spec.tests.flatMap((t) => t.results).find((r) => r.error)?.error?.message ?? "";
        return `${spec.file} › ${spec.title}: ${stripVTControlCharacters(error).split("\n")[0]}`;
      }),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

const rows = [];
const check = (name, ok) => rows.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

// Lint is ESLint and the formatting Prettier enforces (as `npm run lint`). The build starts from nothing, so the type
// check never reads route types it is halfway through writing; it skips its own type check, the step beside it runs it.
rmSync(".next", { recursive: true, force: true });
const [lintOk, formatOk, typesOk, built] = await runTogether([
  { label: "lint", command: "npx", args: ["eslint", ".", "--max-warnings", "0"] },
  { label: "format", command: "npx", args: ["prettier", "--check", "."] },
  { label: "typecheck", command: "npx", args: ["tsc", "--noEmit"] },
  {
    label: "build",
    command: "npm",
    args: ["run", "build", "--silent"],
    extraEnv: { BUILD_IN_TEST_RUN: "1" },
  },
]);
check("lint", lintOk && formatOk);
check("typecheck", typesOk);

const unitOk = run("unit + integration", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/unit.json`,
]);
const unit = readJson(`${reports}/unit.json`);
const failures = (unit?.testResults ?? []).flatMap((file) =>
  file.assertionResults
    .filter((t) => t.status === "failed")
    .map(
      (t) =>
        `${file.name.replace(`${process.cwd()}/`, "")} › ${t.fullName}: ${t.failureMessages?.[0]?.split("\n")[0] ?? ""}`,
    ),
);
rows.push({
  name: "unit + integration",
  passed: unit?.numPassedTests ?? 0,
  failed: (unit?.numFailedTests ?? 0) + (unitOk || unit?.numFailedTests ? 0 : 1),
});

check("build", built);

if (built && run("browser", "node", ["scripts/ensure-chromium.mjs"])) {
  const e2eOk = run("e2e", "npx", ["playwright", "test"], { PW_REPORTER: `${reports}/e2e.json`, CI: "1" });
  const stats = readJson(`${reports}/e2e.json`)?.stats;
  const failed = stats?.unexpected ?? 0;
  failures.push(...playwrightFailures(readJson(`${reports}/e2e.json`)?.suites ?? []));
  rows.push({
    name: "e2e",
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: failed + (e2eOk || failed ? 0 : 1),
  });
} else {
  rows.push({ name: "e2e", passed: 0, failed: 1 });
}

// Repeated at the end so the cause survives when only the tail of a long log is kept.
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\nTime: ${seconds(started)} in all (${timings.join(", ")})`);
console.log("\nSuite                 passed  failed");
for (const r of rows)
  console.log(`${r.name.padEnd(20)} ${String(r.passed).padStart(7)} ${String(r.failed).padStart(7)}`);
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
