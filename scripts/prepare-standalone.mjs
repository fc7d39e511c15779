// After next build: the browser's scripts carry V8's compile hint (lib/next-internals/compile-hints.mjs); the
// standalone server serves static assets and public files only from its own folder; the pre-rendered pages get their
// stylesheet inline and their framework scripts after the first frame (lib/next-internals/first-paint.mjs); and the
// proxy's strict CSP needs the hashes of the pre-rendered pages' inline scripts. The entry that takes the client
// address from the connection (server/start.mjs) goes beside Next's server.js.
import { cpSync, existsSync } from "node:fs";
import { writeCspManifest } from "./csp-manifest.mjs";
import { addCompileHints } from "../lib/next-internals/compile-hints.mjs";
import { prepareFirstPaint } from "../lib/next-internals/first-paint.mjs";

addCompileHints();

if (existsSync(".next/standalone")) {
  cpSync(".next/static", ".next/standalone/.next/static", { recursive: true });
  if (existsSync("public")) cpSync("public", ".next/standalone/public", { recursive: true });
  cpSync("server/start.mjs", ".next/standalone/start.mjs");
  cpSync("lib/request-target.mjs", ".next/standalone/request-target.mjs");
}
prepareFirstPaint();
writeCspManifest();
