import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";

let cached: string | undefined;

/** AUTH_SECRET; in development a key kept in DATA_DIR; otherwise a per-process key (valid in one instance only). */
export function appSecret(): string {
  if (cached) return cached;
  const { AUTH_SECRET, NODE_ENV, DATA_DIR } = env();
  if (AUTH_SECRET) return (cached = AUTH_SECRET);
  if (NODE_ENV !== "production") {
    const path = join(DATA_DIR, "app-secret");
    try {
      return (cached = readFileSync(path, "utf8").trim());
    } catch {
      mkdirSync(DATA_DIR, { recursive: true });
      cached = randomBytes(32).toString("base64url");
      writeFileSync(path, cached, { mode: 0o600 });
      return cached;
    }
  }
  logEvent("warn", "auth_secret_missing", {
    message: "AUTH_SECRET is not set: using a per-process key; set it when running more than one instance.",
  });
  return (cached = randomBytes(32).toString("base64url"));
}
