import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/open";
import { TSX, TSX_ARGS } from "../support/tsx";

const fixture = join(__dirname, "fixtures/open-db.mts");
const dirs: string[] = [];

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "leads-lock-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("PGlite data directory lock", () => {
  it("refuses a second process with a one-line error naming the holder's pid", async () => {
    const dir = tempDir();
    const db = await openDatabase({ DATA_DIR: dir }, { migrate: false });
    try {
      const child = spawnSync(TSX, [...TSX_ARGS, fixture, dir], { encoding: "utf8" });
      expect(child.status).toBe(3);
      expect(child.stdout).not.toContain("opened");
      const message = child.stderr.trim();
      expect(message.split("\n")).toHaveLength(1);
      expect(message).toContain(`in use by process ${process.pid}`);
    } finally {
      await db.close();
    }
    expect(existsSync(join(dir, "pglite.lock"))).toBe(false);
  }, 60_000);

  it("takes over a stale lock left by a dead process", async () => {
    const dir = tempDir();
    // A pid that surely belongs to no live process: a child that has already exited.
    const deadPid = Number(
      execFileSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" }),
    );
    writeFileSync(join(dir, "pglite.lock"), JSON.stringify({ pid: deadPid, host: "gone" }));
    const child = spawnSync(TSX, [...TSX_ARGS, fixture, dir], { encoding: "utf8" });
    expect(child.stderr).toBe("");
    expect(child.stdout.trim()).toBe("opened");
  }, 60_000);

  it("lets the same directory open again after a clean close", async () => {
    const dir = tempDir();
    const first = await openDatabase({ DATA_DIR: dir }, { migrate: false });
    expect(JSON.parse(readFileSync(join(dir, "pglite.lock"), "utf8")).pid).toBe(process.pid);
    await first.close();
    const second = await openDatabase({ DATA_DIR: dir }, { migrate: false });
    await second.close();
  }, 60_000);
});
