// Static pages under load: next start against nginx serving the same pre-rendered HTML (the ceiling).
// Usage: npm run build && node bench/load.mjs [--duration 10] [--connections 50]
// Needs Debian's nginx (apt-get install nginx) for the comparison; without it only next start is measured.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values: args } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "50" } },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const NEXT_PORT = 3296;
const NGINX_PORT = 3297;
const paths = ["/", "/services"];

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function nginxConfig(prefix, root) {
  return `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  default_type text/html;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}`;
}

async function measure(name, base) {
  const rows = [];
  for (const path of paths) {
    const r = await autocannon({ url: base + path, connections, duration });
    rows.push({ name, path, rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p97_5: r.latency.p97_5, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts });
  }
  return rows;
}

if (!existsSync(".next/BUILD_ID")) throw new Error("run npm run build first");
const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
const next = spawn("node_modules/.bin/next", ["start", "-H", "127.0.0.1", "-p", String(NEXT_PORT)], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, AUTH_SECRET: "bench-load-secret-0123456789abcdef0123456789" },
  stdio: ["ignore", "ignore", "inherit"],
});
await waitFor(`http://127.0.0.1:${NEXT_PORT}/robots.txt`);
const rows = await measure("next start", `http://127.0.0.1:${NEXT_PORT}`);
next.kill("SIGTERM");

const nginxBin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
if (nginxBin) {
  const prefix = join(dataDir, "nginx");
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, "nginx.conf"), nginxConfig(prefix, resolve(".next/server/app")));
  const nginx = spawn(nginxBin, ["-c", join(prefix, "nginx.conf"), "-p", prefix, "-g", "daemon off;"], { stdio: "inherit" });
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/`);
  rows.push(...(await measure("nginx (same HTML)", `http://127.0.0.1:${NGINX_PORT}`)));
  nginx.kill("SIGQUIT");
} else {
  console.log("nginx not found: install it (apt-get install nginx) for the ceiling comparison");
}
spawnSync("sleep", ["1"]);
rmSync(dataDir, { recursive: true, force: true });

console.log(`\n${connections} connections, ${duration} s per run (latency in ms; autocannon reports p97.5, not p95)`);
console.log("server              path        req/s     p50   p90  p97.5   p99  errors");
for (const r of rows) {
  console.log(`${r.name.padEnd(19)} ${r.path.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(6)} ${String(r.p90).padStart(5)} ${String(r.p97_5).padStart(6)} ${String(r.p99).padStart(5)} ${String(r.errors).padStart(7)}`);
}
for (const path of paths) {
  const n = rows.find((r) => r.name === "next start" && r.path === path);
  const x = rows.find((r) => r.name.startsWith("nginx") && r.path === path);
  if (n && x) console.log(`${path}: next start reaches ${((n.rps / x.rps) * 100).toFixed(1)} % of nginx's throughput`);
}
process.exit(0);
