import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { EXIT_WITH_PARENT } from "../support/app-server.mjs";
import { readFormPage } from "../support/form-posts.mjs";
import { startResendServer } from "../support/resend-server.mjs";
import { pastTimeTrap } from "../support/time-trap";
import { firstPort } from "./ports";

// A server of its own (the suite's shared one must keep running): SIGTERM with an email attempt under way.
const port = firstPort("shutdown");
const base = `http://127.0.0.1:${port}`;

async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch(() => undefined);
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

test("SIGTERM, as Next handles it (lib/next-internals/exit-hook.ts): attempts under way finish and are recorded, the database closes, the process exits", async () => {
  test.setTimeout(90_000);
  // Stands in for Resend, answering each email after 3 s: the first is still under way when the signal comes.
  const provider = await startResendServer("re_shutdown");
  provider.setDelay(3000);
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-shutdown-"));
  const server = spawn(process.execPath, [EXIT_WITH_PARENT, ".next/standalone/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_SECRET: "e2e-shutdown-secret-0123456789abcdef0123456789",
      RESEND_API_KEY: "re_shutdown",
      RESEND_BASE_URL: provider.url,
      NOTIFY_EMAIL: "owner@example.com",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [server.stdout, server.stderr])
    stream.on("data", (c: Buffer) => lines.push(...c.toString().split("\n")));
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  try {
    await waitFor(() => fetch(`${base}/robots.txt`).then((r) => r.ok));
    const { hidden, cookie } = await readFormPage(base, "/contact");
    await pastTimeTrap();
    const form = new FormData();
    for (const [k, v] of Object.entries(hidden)) form.append(k, v);
    form.append("name", "Grace Hopper");
    form.append("email", "grace@example.com");
    form.append("message", "Please call me back about automation.");
    const posted = await fetch(`${base}/contact`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: base },
    });
    expect(posted.status).toBe(200);

    await waitFor(() => provider.requests.length > 0);
    const signalledAt = Date.now();
    server.kill("SIGTERM");
    expect(await exited).toBe(143);
    const events = lines
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.some((e) => e.event === "shutdown_started")).toBe(true);
    expect(events.at(-1)).toMatchObject({ event: "shutdown_complete", signal: "SIGTERM" });
    // It waited for the attempt under way (about 3 s), not the full grace period.
    expect(Date.now() - signalledAt).toBeGreaterThan(1500);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);

    // The directory was closed cleanly: no lock left, and it opens with everything recorded.
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
    const db = await PGlite.create(join(dataDir, "pglite"));
    const { rows } = await db.query<{ type: string; status: string; attempts: number }>(
      "select type, status, attempts from app.outbox_jobs order by type",
    );
    await db.close();
    expect(rows.length).toBe(2);
    // Each job either finished its attempt (recorded) or was never started; none is left claimed.
    for (const job of rows) expect(["delivered", "pending"]).toContain(job.status);
    expect(rows.some((j) => j.status === "delivered" && j.attempts === 1)).toBe(true);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
