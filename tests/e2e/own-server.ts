// A production server of a spec's own, on a database of its own, with helpers that talk to it as browsers and the
// app's own pages do. For specs that need settings the shared e2e server does not have, or restart it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { scriptedCallEntries } from "../support/action-wire.mjs";
import { serverActionIds } from "@/lib/next-internals/build-output.mjs";
import { startAppServer, type AppServer } from "../support/app-server.mjs";
import { FORM_PATHS, formValues, readFormPage, scriptedPost } from "../support/form-posts.mjs";
import { freshDatabase } from "../support/postgres.mjs";
import { pastTimeTrap } from "../support/time-trap";

export const OWNER = { email: "owner@example.com", password: "correct-horse-battery-staple" };

export type Store = {
  env: Record<string, string>;
  query: <T>(sql: string) => Promise<T[]>;
  drop: () => Promise<void>;
};

/** PostgreSQL when the run has one (readable while the server runs), else PGlite (read once the server stopped). */
export async function freshStore(): Promise<Store> {
  const admin = process.env.E2E_ADMIN_DATABASE_URL;
  if (admin) {
    const pg = await freshDatabase("e2e_owner", admin);
    return {
      env: { DATABASE_URL: pg.url },
      query: async (sql) => (await pg.sql.unsafe(sql)) as never,
      drop: pg.drop,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "e2e-owner-"));
  return {
    env: { DATABASE_URL: "", DATA_DIR: dir },
    query: async <T>(sql: string) => {
      const db = await PGlite.create(join(dir, "pglite"));
      try {
        return (await db.query<T>(sql)).rows;
      } finally {
        await db.close();
      }
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * `nodeArgs`: flags for the server's Node, such as the preload that moves its clock (tests/support/shift-clock.mjs);
 * `projectDir`: another copy of the build (a spec whose regenerated pages must not reach the shared build's cache).
 */
export function serverOn(
  port: number,
  store: Store,
  env: Record<string, string>,
  { nodeArgs = [], projectDir }: { nodeArgs?: string[]; projectDir?: string } = {},
) {
  return startAppServer({
    port,
    nodeArgs,
    projectDir,
    env: {
      ...store.env,
      NODE_ENV: "production",
      RATE_LIMIT_PER_MINUTE: "5",
      RATE_LIMIT_PER_HOUR: "30",
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      EMAIL_TRANSPORT: "log",
      RESEND_API_KEY: "",
      CRON_SECRET: "",
      TURNSTILE_SITE_KEY: "",
      TURNSTILE_SECRET_KEY: "",
      ...env,
    },
  });
}

export const actionIds = (): Record<string, string> => serverActionIds(".next/standalone/.next");

/** A server action called as the app's own pages call it. */
export async function callAction(
  server: AppServer,
  name: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  path = "/login",
) {
  const form = new FormData();
  for (const [key, value] of scriptedCallEntries(Object.entries(fields))) form.append(key, value);
  const response = await fetch(server.base + path, {
    method: "POST",
    headers: {
      "next-action": actionIds()[name]!,
      origin: server.base,
      accept: "text/x-component",
      ...headers,
    },
    body: form,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), cookies: response.headers.getSetCookie() };
}

export const signIn = (
  server: AppServer,
  password: string,
  headers: Record<string, string> = {},
  email = OWNER.email,
) => callAction(server, "signIn", { email, password }, headers);

export const sessionFrom = (cookies: string[]) =>
  cookies.map((c) => /^owner_session=([^;]+)/.exec(c)?.[1]).find(Boolean) ?? "";

/** Where /settings sends this session: 200 when it is accepted, a redirect to /login when not. */
export const settingsWith = async (server: AppServer, session: string) =>
  (
    await fetch(`${server.base}/settings`, {
      headers: { cookie: `owner_session=${session}` },
      redirect: "manual",
    })
  ).status;

export type FormName = keyof typeof FORM_PATHS;

/** A form page read once, then old enough (past the 2 s bot trap) for its posts to count. */
export async function formPage(server: AppServer, form: FormName) {
  const page = await readFormPage(server.base, FORM_PATHS[form]);
  await pastTimeTrap();
  return page;
}

/** A valid submission (its own submission id and email) posted as the form does with JavaScript on. */
export async function post(
  server: AppServer,
  page: Awaited<ReturnType<typeof readFormPage>>,
  form: FormName,
  n: number,
  headers: Record<string, string>,
) {
  const request = scriptedPost(FORM_PATHS[form], page, formValues[form](n), server.base);
  const response = await fetch(server.base + request.path, {
    method: "POST",
    headers: { ...request.headers, ...headers },
    body: new Uint8Array(request.body),
  });
  return response.text();
}
