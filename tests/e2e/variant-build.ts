// A second production build of this working tree with other build-time settings (a GA id, say), in a directory of
// its own: the shared e2e build stays as CI builds it. Sources are copied, node_modules hard-linked (seconds).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function buildVariant(env: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "e2e-variant-"));
  const copy = spawnSync(
    "sh",
    [
      "-c",
      `git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "${dir}" && cp -al node_modules "${dir}/node_modules"`,
    ],
    { stdio: "inherit" },
  );
  if (copy.status !== 0) throw new Error("copying the working tree failed");
  const build = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (build.status !== 0) throw new Error(`the variant build failed (${build.status})`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
