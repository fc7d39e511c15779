// Vitest's global setup: one migrated database of each kind per run, which every test file's fresh database is
// copied from. Creating PGlite's cluster and applying every migration takes 1.5–2.5 s of CPU; a copy of the result
// opens in 0.3 s, and there are dozens of fresh databases in a run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/lib/db/open";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, closed PGlite DATA_DIR: copy its `pglite` folder, never open it. */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server, for `create database … template …`; "" without one. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const pglite = mkdtempSync(join(tmpdir(), "leads-pglite-template-"));
  await (await openDatabase({ DATA_DIR: pglite })).close();
  project.provide("pgliteTemplate", pglite);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `it_template_${process.pid}_${Date.now().toString(36)}`;
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await (await openDatabase({ DATABASE_URL: url.toString() })).close();
  }
  project.provide("postgresTemplate", adminUrl ? name : "");

  return async () => {
    rmSync(pglite, { recursive: true, force: true });
    if (!adminUrl) return;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
