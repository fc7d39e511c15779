import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // Server modules say so with `import "server-only"`; the tests are their server.
      "server-only": fileURLToPath(new URL("./scripts/server-only.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Most files wait on servers, databases and child processes: four at once keep two cores busy. Files share a
    // worker's module cache (importing Next's and the database's modules once per worker, not per file), so a
    // setup file ends each file's stubs.
    maxWorkers: 4,
    isolate: false,
    setupFiles: ["tests/support/file-isolation.ts"],
    // One migrated PGlite and one migrated PostgreSQL database per run, copied for each test file's fresh database.
    globalSetup: ["tests/support/database-templates.ts"],
    // Tests start servers, databases and child processes; a slower CI machine must not turn seconds into timeouts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
