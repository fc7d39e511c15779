// A second e2e server in Supabase Auth mode: the production build, pointed at a local server that speaks
// Supabase Auth's API, with an owner and a non-owner account. Embedded database in a temporary directory.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EXIT_WITH_PARENT } from "../tests/support/app-server.mjs";
import { startSupabaseAuthServer } from "../tests/support/supabase-auth-server";

const port = process.env.E2E_SUPABASE_PORT ?? "3220";
// The main e2e server builds when there is no build; wait for it rather than build twice at once.
for (let waited = 0; !existsSync(".next/standalone/start.mjs"); waited += 1000) {
  if (waited > 300_000) throw new Error("no production build appeared in .next");
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const auth = await startSupabaseAuthServer({ secretKey: "sb_secret_e2e" });
auth.addUser("owner@example.com", "owner-password-123");
auth.addUser("visitor@example.com", "visitor-password-123");

// Its stdin is a pipe from here: the server dies with this process, even when a killed test run SIGKILLs it.
const server = spawn(process.execPath, [EXIT_WITH_PARENT, ".next/standalone/start.mjs"], {
  stdio: ["pipe", "inherit", "inherit"],
  env: {
    ...process.env,
    PORT: port,
    HOSTNAME: "127.0.0.1",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SUPABASE_URL: auth.url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_e2e",
    OWNER_EMAILS: "Owner@Example.com",
    OWNER_EMAIL: "",
    OWNER_PASSWORD: "",
    DATABASE_URL: "",
    DATA_DIR: mkdtempSync(join(tmpdir(), "e2e-supabase-")),
    AUTH_SECRET: "e2e-supabase-secret-0123456789abcdef0123456789",
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await auth.close();
  process.exit(code ?? 0);
});
