import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { buildReport, problemLine, resolveSiteUrl } from "./lib/config/schema";
import { ASSET_POLICY } from "./lib/csp/policy";
import { securityHeaders } from "./lib/security-headers";

const dev = process.env.NODE_ENV !== "production";
/** The build `npm test` makes (scripts/test-all.mjs): from a deleted .next, beside a type check of its own. */
const testRunBuild = process.env.BUILD_IN_TEST_RUN === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A self-contained server in .next/standalone (see Dockerfile); migrations are read at run time, so they go along.
  output: "standalone",
  outputFileTracingIncludes: { "/*": ["./supabase/migrations/**/*"] },
  reactStrictMode: true,
  // The proxy sees requests as sent, the RSC header included: a client-side navigation is not a page view.
  skipProxyUrlNormalize: true,
  devIndicators: false,
  allowedDevOrigins: ["127.0.0.1"],
  // Loaded from node_modules at run time: PGlite finds its WASM files relative to itself.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  // The proxy refuses any body over 1 MB, the photo upload's and the site editor's over 5 MB (lib/body-limits.ts): Next
  // need not hold more than this copy for it (a body past it would reach the route cut short). The site editor's add
  // forms send a picture to a server action, so Next's own limit for actions is raised to match; the proxy keeps every
  // other path at 1 MB before Next reads a byte. `npm test` deletes .next before its build, so the compiler's on-disk
  // cache would be written only to be thrown away.
  experimental: {
    proxyClientMaxBodySize: "6mb",
    serverActions: { bodySizeLimit: "6mb" },
    turbopackFileSystemCacheForBuild: !testRunBuild,
  },
  // `npm test` type-checks the whole project in a step of its own beside the build; a build alone checks as usual.
  typescript: { ignoreBuildErrors: testRunBuild },
  async headers() {
    // Owner pages hold leads and secrets: never kept by the browser or any cache in between.
    const noStore = [{ key: "Cache-Control", value: "no-store" }];
    // Exactly the paths proxy.ts's matcher skips: every other response gets its policy from the proxy.
    const assetPolicy = [{ key: "Content-Security-Policy", value: ASSET_POLICY }];
    return [
      { source: "/:path*", headers: securityHeaders({ dev }) },
      { source: "/_next/static/:path*", headers: assetPolicy },
      { source: "/_next/image/:path*", headers: assetPolicy },
      { source: "/:file*.(svg|png|jpg|ico|webp|woff2|txt|xml)", headers: assetPolicy },
      { source: "/settings/:path*", headers: noStore },
      { source: "/login/:path*", headers: noStore },
    ];
  },
};

/** A malformed build-time value fails the build; a production build without its public origin says so loudly. */
function checkBuildConfiguration() {
  const { errors, warnings } = buildReport(process.env);
  // The build loads this file more than once; once is loud enough.
  if (!process.env.BUILD_CONFIG_WARNED) {
    for (const warning of warnings) console.warn(`\n⚠ Configuration warning: ${problemLine(warning)}\n`);
    process.env.BUILD_CONFIG_WARNED = "1";
  }
  if (errors.length) {
    throw new Error(`Invalid build configuration:\n${errors.map((e) => `  ${problemLine(e)}`).join("\n")}`);
  }
}

/** Values inlined into the build, read when the build starts. */
const buildTimeEnv = () => ({
  // The Turnstile site key is public; inlined at build so static form pages can render the widget.
  TURNSTILE_SITE_KEY: process.env.TURNSTILE_SITE_KEY ?? "",
  // Pre-rendered pages carry the origin in canonical links and structured data: one value, fixed at build.
  NEXT_PUBLIC_SITE_URL: resolveSiteUrl(process.env) ?? "",
  // The privacy policy states the retention periods; the purge must keep to the same numbers.
  LEAD_RETENTION_DAYS: process.env.LEAD_RETENTION_DAYS ?? "",
  TECHNICAL_RETENTION_DAYS: process.env.TECHNICAL_RETENTION_DAYS ?? "",
});

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) checkBuildConfiguration();
  return { ...nextConfig, env: buildTimeEnv() };
}
