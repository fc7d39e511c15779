import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

// Chromium's headless shell (Debian: chromium-headless-shell), what Playwright itself runs headless: the full
// browser's new headless mode starts its UI's own renderers with every page, and ran the same browser tests
// 2.4 times slower on 2 cores.
const shellCandidates = [
  process.env.CHROMIUM_HEADLESS_SHELL_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/lib/chromium/chromium-headless-shell",
];

/** The system Chromium; undefined lets Playwright use its own browser if one was installed. */
export function chromiumPath() {
  return candidates.find((p) => p && existsSync(p));
}

/** The browser for the browser tests: CHROMIUM_PATH when set, else the headless shell, else the full Chromium. */
export function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  return shellCandidates.find((p) => p && existsSync(p)) ?? chromiumPath();
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-dev-shm-usage",
];
