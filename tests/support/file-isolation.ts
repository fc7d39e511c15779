import { afterAll, vi } from "vitest";

// Files share their worker's modules (`isolate: false` is most of the suite's speed): what a file stubs ends with it.
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
