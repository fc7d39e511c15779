import "server-only";
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

// PGlite has no multi-process safety (two processes on one directory lose rows), so the opener holds a lock file.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(path: string): number | null {
  try {
    const pid = Number(JSON.parse(readFileSync(path, "utf8")).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock (or a stale one left by a dead process) and returns a function that releases it. */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "pglite.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      const release = () => {
        if (readHolder(path) === process.pid) rmSync(path, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(path);
      if (holder === process.pid) return () => rmSync(path, { force: true });
      if (holder !== null && isAlive(holder)) {
        const message = `Data directory ${dir} is in use by process ${holder}; stop that process first, or set DATABASE_URL to use PostgreSQL.`;
        throw Object.assign(new Error(message), { name: "DataDirLockedError" });
      }
      // The holder is gone (or the file is unreadable): the lock is stale, take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
