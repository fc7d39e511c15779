import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  devIndicators: false,
  // Loaded from node_modules at run time: PGlite finds its WASM files relative to itself.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
};

export default nextConfig;
