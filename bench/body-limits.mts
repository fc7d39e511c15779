// What the body limits (lib/body-limits.ts) cost a normal form post, and what a post of 14,000 empty fields costs
// the server now that it is refused before parsing, beside a normal post as the floor of the same run.
// Usage: npx tsx --tsconfig tsconfig.node.json bench/body-limits.mts [-n 200]   (needs npm run build)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bodyProblem } from "../lib/body-limits.ts";
import { startAppServer } from "../tests/support/app-server.mts";
import {
  encodeMultipart,
  FORM_PATHS,
  formValues,
  readFormPage,
  scriptedPost,
} from "../tests/support/form-posts.mts";

const { values: args } = parseArgs({ options: { n: { type: "string", short: "n", default: "200" } } });
const count = Number(args.n);
const port = Number(process.env.BENCH_PORT ?? 3545);
const base = `http://127.0.0.1:${port}`;

/** CPU seconds (user + system) the process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-body-limits-"));
const server = await startAppServer({
  port,
  env: {
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "1000000",
    RATE_LIMIT_PER_HOUR: "1000000",
    EMAIL_TRANSPORT: "log",
  },
});
try {
  const page = await readFormPage(base, FORM_PATHS.contact);
  const normal = (n: number) => scriptedPost(FORM_PATHS.contact, page, formValues.contact(n), base);
  const flood = {
    headers: { "content-type": "multipart/form-data; boundary=flood", origin: base },
    body: encodeMultipart(
      Array.from({ length: 14_000 }, (_, i) => ({ name: `f${i}`, value: "" })),
      "flood",
    ),
  };

  // The check alone, in this process, over normal bodies (repeated to get above timer resolution).
  const sample = Array.from({ length: count }, (_, n) => normal(n));
  const rounds = 10;
  let started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const post of sample) {
      const request = new Request(base + post.path, {
        method: "POST",
        headers: post.headers,
        body: post.body,
      });
      if (await bodyProblem(request)) throw new Error("a valid post was refused");
    }
  }
  const checkMs = (performance.now() - started) / (rounds * count);

  const serverCpuMs = async (send: () => Promise<unknown>, times: number) => {
    for (let i = 0; i < 10; i++) await send(); // warm the code paths
    const before = cpuSeconds(server.pid);
    started = performance.now();
    for (let i = 0; i < times; i++) await send();
    return {
      cpu: ((cpuSeconds(server.pid) - before) * 1000) / times,
      wall: (performance.now() - started) / times,
    };
  };
  let n = count;
  const posted = await serverCpuMs(async () => {
    const post = normal(n++);
    const response = await fetch(base + post.path, {
      method: "POST",
      headers: post.headers,
      body: new Uint8Array(post.body),
    });
    await response.arrayBuffer();
  }, count);
  const refused = await serverCpuMs(
    async () => {
      const response = await fetch(`${base}/contact`, {
        method: "POST",
        headers: flood.headers,
        body: new Uint8Array(flood.body),
      });
      if (response.status !== 413) throw new Error(`14,000 fields answered ${response.status}`);
      await response.arrayBuffer();
    },
    Math.max(20, count / 10),
  );

  console.log(`${new Date().toISOString()}  contact form, one request at a time`);
  console.log(`body check on a normal post (in process)   ${checkMs.toFixed(3)} ms`);
  console.log(
    `normal post (floor)                        server CPU ${posted.cpu.toFixed(1)} ms, round trip ${posted.wall.toFixed(1)} ms`,
  );
  console.log(
    `14,000 empty fields (${(flood.body.length / 1024).toFixed(0)} KB), refused 413    server CPU ${refused.cpu.toFixed(1)} ms, round trip ${refused.wall.toFixed(1)} ms`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
