// The standalone production server (what `npm start` and the Dockerfile run), started for a benchmark run.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serverNode } from "./node-runtime.mjs";

export type AppServer = {
  base: string;
  pid: number;
  /** Every line the server printed so far, for counting errors and unhandled rejections afterwards. */
  lines: () => string[];
  /** Resident memory in MB, read from /proc. */
  rssMb: () => number;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  exited: Promise<number | null>;
};

/** Node's flag that loads exit-with-parent.mjs: a server started with it (and a stdin pipe) dies with its starter. */
// (From the project's root, where tests and benchmarks run: import.meta is not available to every runner here.)
export const EXIT_WITH_PARENT = `--import=${resolve("tests/support/exit-with-parent.mjs")}`;

export const BENCH_SECRET = "bench-secret-0123456789abcdef0123456789abcdef";

export async function startAppServer(options: {
  port: number;
  env: Record<string, string>;
  /** Where the server's output goes (appended); a temporary file when not given. */
  logFile?: string;
  /** The project whose build to run; this one by default. */
  projectDir?: string;
  /** More flags for the server's Node (e.g. `--import` of a test's preload, such as shift-clock.mjs). */
  nodeArgs?: string[];
}): Promise<AppServer> {
  const entry = join(options.projectDir ?? ".", ".next/standalone/start.mjs");
  if (!existsSync(entry)) throw new Error("run npm run build first");
  // BENCH_CPU_PROFILE_DIR=dir writes the server's CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROFILE_DIR;
  // BENCH_NODE_ARGS adds flags to the server's Node (e.g. --trace-gc, whose lines land in the server's log).
  const nodeArgs = [
    // As `npm start` and the Dockerfile: a bounded heap keeps memory flat (see README, Proof).
    "--max-old-space-size=256",
    EXIT_WITH_PARENT,
    ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : []),
    ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
    ...(options.nodeArgs ?? []),
  ];
  // Output goes straight to a file: a pipe into this busy process would stall the server's synchronous writes.
  const logFile = options.logFile ?? join(mkdtempSync(join(tmpdir(), "bench-server-")), "server.log");
  const startedAt = existsSync(logFile) ? statSync(logFile).size : 0;
  const out = openSync(logFile, "a");
  const child: ChildProcess = spawn(serverNode(), [...nodeArgs, entry], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: BENCH_SECRET,
      ...options.env,
      PORT: String(options.port),
      HOSTNAME: "127.0.0.1",
    },
    stdio: ["pipe", out, out],
  });
  // The pipe exit-with-parent.mjs watches; this end must not keep the test process alive either.
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${base}/robots.txt`, exited);
  return {
    base,
    pid: child.pid!,
    lines: () => readFileSync(logFile).subarray(startedAt).toString("utf8").split("\n"),
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    exited,
  };
}

export async function waitForHttp(url: string, exited?: Promise<unknown>, timeoutMs = 60_000): Promise<void> {
  let gone = false;
  void exited?.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(gone ? `server exited before ${url} answered` : `${url} did not come up`);
}

/** Lines a healthy run must not contain: crashes, unhandled rejections, failed requests. */
export function troubleLines(lines: string[]): string[] {
  return lines.filter((line) =>
    /unhandledRejection|Unhandled|uncaughtException|"event":"request_error"|FATAL|Failed to prepare server/i.test(
      line,
    ),
  );
}
