// MDN's HTTP Observatory, run locally, over every public page, /login and signed-in /settings of the standalone
// build behind nginx terminating TLS (a throwaway certificate; HTTP answers 301). Prints each path's score,
// grade and every test's result; exits 1 when a static page scores under 80 or an owner page is not A+.
// Usage: npm run build && node bench/observatory.mjs   (ports OBSERVATORY_PORT..+2, default 3540..3542)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNginx, throwawayCertificates } from "./lib/local-tls.mjs";

const PACKAGE = "@mdn/mdn-http-observatory@1.4.8";
const TOOLS = ".bench-tools";
const packageDir = join(TOOLS, "node_modules", "@mdn", "mdn-http-observatory");
const appPort = Number(process.env.OBSERVATORY_PORT ?? 3540);
const [httpsPort, httpPort] = [appPort + 1, appPort + 2];
const owner = { email: "observatory@example.com", password: randomBytes(12).toString("base64url") };
const isOwnerPage = (path) => /^\/(login|settings)(\/|$)/.test(path);
const label = (result) => result.path + (result.signedIn ? " (signed in)" : "");

function installObservatory() {
  if (!existsSync(join(packageDir, "package.json"))) {
    // Its install step downloads the HSTS preload and TLD lists; scans read only the first.
    const install = spawnSync(
      "npm",
      ["install", "--ignore-scripts", "--no-save", "--no-audit", "--no-fund", "--prefix", TOOLS, PACKAGE],
      { stdio: "inherit" },
    );
    if (install.status !== 0) throw new Error(`npm install ${PACKAGE} failed`);
  }
  // Empty: localhost is on no preload list, so nothing is lost.
  const preload = join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

async function waitFor(url, expectedStatus) {
  for (let i = 0; i < 120; i++) {
    const status = await fetch(url, { redirect: "manual" }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === expectedStatus) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer ${expectedStatus}`);
}

function report(results) {
  let failed = false;
  for (const r of results) {
    const kind = isOwnerPage(r.path) ? "owner" : "static";
    const ok = !r.error && (kind === "owner" ? r.grade === "A+" : r.score >= 80);
    failed ||= !ok;
    if (r.error) {
      console.log(`\n${label(r)}: ERROR ${r.error}`);
      continue;
    }
    console.log(
      `\n${label(r)} [${kind}]: ${r.score} ${r.grade}, ${r.passed}/${r.of} tests passed${ok ? "" : "  <-- FAIL"}`,
    );
    for (const t of r.tests) {
      const modifier = t.modifier > 0 ? `+${t.modifier}` : String(t.modifier);
      console.log(`  ${t.pass ? "pass" : "FAIL"} ${modifier.padStart(4)}  ${t.name.padEnd(30)} ${t.result}`);
    }
  }
  console.log("\npath                          score grade");
  for (const r of results) {
    console.log(`${label(r).padEnd(30)} ${String(r.score ?? "-").padStart(5)} ${r.grade ?? r.error}`);
  }
  return failed;
}

installObservatory();
if (!existsSync(".next/standalone/start.mjs")) throw new Error("no build: run npm run build first");
if (!existsSync(".next/standalone/.next/csp-manifest.json")) {
  console.warn(
    "No CSP manifest in the build: static pages will be scanned with the 'unsafe-inline' fallback.",
  );
}
const dir = mkdtempSync(join(tmpdir(), "observatory-"));
const { ca, cert, key } = throwawayCertificates(dir);
const serverLog = join(dir, "server.log");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
delete env.DATABASE_URL;
const serverOutput = openSync(serverLog, "a");
const server = spawn(process.execPath, [".next/standalone/start.mjs"], {
  stdio: ["ignore", serverOutput, serverOutput],
  env: {
    ...env,
    PORT: String(appPort),
    HOSTNAME: "127.0.0.1",
    DATA_DIR: join(dir, "data"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    OWNER_EMAIL: owner.email,
    OWNER_PASSWORD: owner.password,
    TRUST_PROXY: "1",
  },
});
let nginx;
const stop = () => {
  nginx?.kill();
  server.kill();
};
process.on("SIGINT", () => (stop(), process.exit(130)));
let failed = true;
try {
  await waitFor(`http://127.0.0.1:${appPort}/robots.txt`, 200);
  nginx = startNginx({ dir, httpPort, httpsPort, appPort, cert, key });
  await waitFor(`http://127.0.0.1:${httpPort}/`, 301);
  const version = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version;
  console.log(
    `HTTP Observatory ${version}: https://localhost:${httpsPort} (nginx, TLS) -> standalone server :${appPort}`,
  );
  const scan = spawnSync(
    process.execPath,
    [
      "--dns-result-order=ipv4first",
      "bench/lib/observatory-scan.mjs",
      packageDir,
      String(httpsPort),
      String(httpPort),
      owner.email,
      owner.password,
      "@sitemap",
      "/login",
      "/settings@signed-in",
    ],
    { env: { ...env, NODE_EXTRA_CA_CERTS: ca }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  const results = scan.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  if (scan.status !== 0 || results.length === 0) throw new Error(`scan failed (exit ${scan.status})`);
  failed = report(results);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/observatory.json",
    JSON.stringify({ date: new Date().toISOString(), version, results }, null, 2),
  );
} finally {
  stop();
  if (failed && existsSync(serverLog)) console.error(readFileSync(serverLog, "utf8").slice(-2000));
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
