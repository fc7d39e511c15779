// The standalone production server (what `npm start` and the Dockerfile run), started for a benchmark run.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readFileSync } from "node:fs";

export type AppServer = {
  base: string;
  pid: number;
  /** Every line the server printed, for counting errors and unhandled rejections afterwards. */
  lines: string[];
  /** Resident memory in MB, read from /proc. */
  rssMb: () => number;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  exited: Promise<number | null>;
};

export const BENCH_SECRET = "bench-secret-0123456789abcdef0123456789abcdef";

export async function startAppServer(options: {
  port: number;
  env: Record<string, string>;
  logFile?: string;
}): Promise<AppServer> {
  if (!existsSync(".next/standalone/server.js")) throw new Error("run npm run build first");
  // BENCH_CPU_PROFILE_DIR=dir writes the server's CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROFILE_DIR;
  const nodeArgs = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ".next/standalone/server.js"], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: BENCH_SECRET,
      ...options.env,
      PORT: String(options.port),
      HOSTNAME: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const file = options.logFile ? createWriteStream(options.logFile, { flags: "a" }) : undefined;
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      file?.write(chunk);
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${base}/robots.txt`, exited);
  return {
    base,
    pid: child.pid!,
    lines,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      file?.end();
      return code;
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
    /unhandledRejection|Unhandled|uncaughtException|"event":"request_error"|FATAL|Failed to prepare server/i.test(line),
  );
}
