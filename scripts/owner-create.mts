// npm run owner:create -- EMAIL — creates the site owner's user in Supabase (email confirmed), with
// SUPABASE_SECRET_KEY. The password is prompted for (hidden), or taken from OWNER_PASSWORD when not interactive.
import { existsSync } from "node:fs";
import { createClient } from "@supabase/supabase-js";
import { WebSocket } from "ws";

// supabase-js insists on a WebSocket class; Node 20 has none outside Next.
if (typeof globalThis.WebSocket !== "function") globalThis.WebSocket = WebSocket as never;
if (existsSync(".env.local")) process.loadEnvFile(".env.local");

const MIN_PASSWORD = 12;

/** A line from stdin; on a terminal typed without echo (raw mode), as passwords should be. */
function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return new Promise((resolve) => {
      let text = "";
      input.setEncoding("utf8");
      input.on("data", (chunk) => (text += chunk));
      input.on("end", () => resolve(text.split(/\r?\n/)[0] ?? ""));
    });
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\u0003") process.exit(130);
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          return resolve(typed);
        }
        typed = char === "\u007f" || char === "\b" ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on("data", onData);
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
  fail("Usage: npm run owner:create -- you@company.com");
const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
const secretKey = process.env.SUPABASE_SECRET_KEY;
if (!url || !secretKey) {
  fail("Set NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SECRET_KEY (in the environment or .env.local) first.");
}

let password = process.env.OWNER_PASSWORD;
if (!password) {
  password = await readPassword(`Password for ${email}: `);
  if (process.stdin.isTTY && (await readPassword("Repeat the password: ")) !== password) {
    fail("The passwords did not match; nothing was created.");
  }
}
if (password.length < MIN_PASSWORD) fail(`Use a password of at least ${MIN_PASSWORD} characters.`);

const supabase = createClient(url, secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
const { data, error } = await supabase.auth.admin.createUser({ email, password, email_confirm: true });
if (error) {
  if (error.code === "email_exists") {
    fail(`${email} already exists in Supabase. Change its password under Authentication → Users instead.`);
  }
  fail(`Supabase refused to create the user: ${error.message} (${error.status ?? "no status"})`);
}

console.log(`Created ${email} (user id ${data.user.id}), email confirmed.`);
const owners = (process.env.OWNER_EMAILS ?? "")
  .toLowerCase()
  .split(",")
  .map((e) => e.trim());
if (!owners.includes(email))
  console.log(`Add it to OWNER_EMAILS so it may open /settings: OWNER_EMAILS=${email}`);
