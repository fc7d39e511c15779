// Makes sure a Chromium exists for the browser tests, installing one the way this machine allows.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium.mjs";

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

if (!chromiumPath() && !playwrightOwn()) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && has("apt-get")) {
    console.log("No Chromium found: installing Debian's chromium with apt-get...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
  } else if (process.env.ALLOW_BROWSER_DOWNLOAD === "1") {
    execSync("npx playwright install chromium", { stdio: "inherit" });
  } else {
    console.error(
      "No Chromium found: install one (Debian: sudo apt-get install chromium) or run ALLOW_BROWSER_DOWNLOAD=1 npm test to let Playwright download its own.",
    );
    process.exit(1);
  }
}
