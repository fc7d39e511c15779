import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  devIndicators: false,
  allowedDevOrigins: ["127.0.0.1"],
  // Loaded from node_modules at run time: PGlite finds its WASM files relative to itself.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  // The Turnstile site key is public; inlined at build so static form pages can render the widget.
  env: { TURNSTILE_SITE_KEY: process.env.TURNSTILE_SITE_KEY ?? "" },
};

export default nextConfig;
