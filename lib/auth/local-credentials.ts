import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { env } from "@/lib/env";
import { safeEqual } from "@/lib/safe-equal";

export type LocalCredentials = { email: string; password: string; source: "env" | "generated" };

const DEV_OWNER_FILE = "owner.json";

const devOwnerSchema = z.object({ email: z.string().min(3), password: z.string().min(12) });

/** The generated development owner in `dir/owner.json`, created once (exclusively, mode 600) for all processes. */
export function devOwner(dir: string): LocalCredentials {
  const path = join(dir, DEV_OWNER_FILE);
  try {
    return { ...devOwnerSchema.parse(JSON.parse(readFileSync(path, "utf8"))), source: "generated" };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dir, { recursive: true });
  const created = { email: "owner@localhost", password: randomBytes(18).toString("base64url") };
  try {
    writeFileSync(path, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    return { ...created, source: "generated" };
  } catch (error) {
    // Another process won the race: use what it wrote.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return devOwner(dir);
    throw error;
  }
}

/** OWNER_EMAIL + OWNER_PASSWORD; in development without them, the generated owner; in production, none. */
export function localCredentials(): LocalCredentials | undefined {
  const { OWNER_EMAIL, OWNER_PASSWORD, NODE_ENV, DATA_DIR } = env();
  if (OWNER_EMAIL && OWNER_PASSWORD) return { email: OWNER_EMAIL, password: OWNER_PASSWORD, source: "env" };
  if (NODE_ENV === "production") return undefined;
  return devOwner(DATA_DIR);
}

export const devOwnerPath = () => join(env().DATA_DIR, DEV_OWNER_FILE);

/** Where the generated development owner lives, when that is who signs in; shown on /login in development. */
export const devOwnerFile = () => (localCredentials()?.source === "generated" ? devOwnerPath() : undefined);

/** Both fields compared in constant time, and both always compared, so timing says nothing about which failed. */
export function credentialsMatch(expected: LocalCredentials, email: string, password: string): boolean {
  const emailOk = safeEqual(expected.email.trim().toLowerCase(), email.trim().toLowerCase());
  const passwordOk = safeEqual(expected.password, password);
  return emailOk && passwordOk;
}
