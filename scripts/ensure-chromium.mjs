// Makes sure a Chromium exists for the browser tests, installing one the way this machine allows.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath, testBrowserPath } from "./chromium.mjs";

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const playwrightOwn = () => {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
};

const isRoot = process.getuid?.() === 0;
const apt = (packages) =>
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: "inherit",
  });

if (!chromiumPath() && !playwrightOwn()) {
  if (isRoot && has("apt-get")) {
    console.log("No Chromium found: installing Debian's chromium and its headless shell with apt-get...");
    apt("chromium chromium-headless-shell");
  } else if (process.env.ALLOW_BROWSER_DOWNLOAD === "1") {
    execSync("npx playwright install chromium", { stdio: "inherit" });
  } else {
    console.error(
      "No Chromium found: install one (Debian: sudo apt-get install chromium) or run ALLOW_BROWSER_DOWNLOAD=1 npm test to let Playwright download its own.",
    );
    process.exit(1);
  }
}
// The full browser works too, at less than half the speed (scripts/chromium.mjs): add the shell where it can be.
if (
  chromiumPath() &&
  testBrowserPath() === chromiumPath() &&
  !process.env.CHROMIUM_PATH &&
  isRoot &&
  has("apt-get")
) {
  console.log(
    "Installing Chromium's headless shell (Debian: chromium-headless-shell) for the browser tests...",
  );
  try {
    apt("chromium-headless-shell");
  } catch {
    console.log("No headless shell: the browser tests run on the full Chromium.");
  }
}
