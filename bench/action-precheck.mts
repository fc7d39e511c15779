// What the server-action body pre-check (lib/action-request.ts) costs per post, beside what a whole form post costs
// the server. Usage: npx tsx --tsconfig tsconfig.node.json bench/action-precheck.mts [-n 400]
//   (needs a production build: npm run build)
// The pre-check reads the body a second time (Next reads it again); it exists because Next 16 answers malformed
// action bodies with a 500 (vercel/next.js#86945). Kept while its cost is a small fraction of a post's.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { actionRequestProblem } from "../lib/action-request.ts";
import { startAppServer } from "./lib/app-server.mts";
import {
  FORM_PATHS,
  formValues,
  nativePost,
  readFormPage,
  scriptedPost,
  type Post,
} from "./lib/form-posts.mts";

const { values: args } = parseArgs({ options: { n: { type: "string", short: "n", default: "400" } } });
const posts = Number(args.n);
const port = 3295;
const base = `http://127.0.0.1:${port}`;

/** CPU seconds (user + system) the process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-precheck-"));
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
  const make = (scripted: boolean, n: number): Post =>
    (scripted ? scriptedPost : nativePost)(FORM_PATHS.contact, page, formValues.contact(n), base);
  const send = (post: Post) =>
    fetch(base + post.path, { method: "POST", headers: post.headers, body: new Uint8Array(post.body) }).then(
      (r) => r.arrayBuffer(),
    );

  console.log(`contact form posts, ${posts} of each kind, one at a time`);
  console.log("kind       pre-check ms/post   server CPU ms/post   share");
  for (const scripted of [true, false]) {
    const sample = Array.from({ length: posts }, (_, n) => make(scripted, n));
    for (const post of sample.slice(0, 20)) await send(post); // warm the server's code paths
    // The pre-check alone, in this process, over the same bodies (repeated to get above timer resolution).
    const rounds = 20;
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      for (const post of sample) {
        const request = new Request(base + post.path, {
          method: "POST",
          headers: post.headers,
          body: post.body,
        });
        if (await actionRequestProblem(request)) throw new Error("a valid post was refused");
      }
    }
    const precheckMs = (performance.now() - started) / (rounds * posts);
    const cpuBefore = cpuSeconds(server.pid);
    for (const post of sample.slice(20)) await send(post);
    const serverMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / (posts - 20);
    const share = ((precheckMs / serverMs) * 100).toFixed(1);
    console.log(
      `${(scripted ? "scripted" : "no JS").padEnd(10)} ${precheckMs.toFixed(3).padStart(17)} ${serverMs.toFixed(2).padStart(20)} ${share.padStart(6)} %`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
