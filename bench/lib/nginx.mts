// A throwaway nginx (Debian's package) with its own prefix and config, stopped by the caller.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const nginxBinary = () => ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));

/** Starts nginx with `servers` (the inside of an http block) under `prefix`; resolves once it is spawned. */
export function startNginx(prefix: string, servers: string): ChildProcess {
  const bin = nginxBinary();
  if (!bin) throw new Error("nginx not found: apt-get install nginx");
  mkdirSync(prefix, { recursive: true });
  const temp = ["body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name === "body" ? "client_body" : name}_temp_path ${join(prefix, name)};`)
    .join(" ");
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  default_type text/html;
  ${servers}
}`,
  );
  return spawn(bin, ["-c", join(prefix, "nginx.conf"), "-p", prefix, "-g", "daemon off;"], {
    stdio: "inherit",
  });
}
