// A throwaway CA and a localhost certificate, and nginx terminating TLS in front of a local server: the way
// production sits behind a TLS proxy, on one machine, with nothing trusted outside the process that asks.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function throwawayCertificates(dir) {
  const openssl = (args) => execFileSync("openssl", args.split(" "), { cwd: dir, stdio: "pipe" });
  openssl(
    "req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=observatory-bench-ca -keyout ca.key -out ca.pem " +
      "-addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign",
  );
  writeFileSync(
    join(dir, "server.ext"),
    "subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
  );
  openssl("req -newkey rsa:2048 -nodes -subj /CN=localhost -keyout server.key -out server.csr");
  openssl(
    "x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 1 -extfile server.ext -out server.pem",
  );
  for (const key of ["ca.key", "server.key"]) chmodSync(join(dir, key), 0o600);
  return { ca: join(dir, "ca.pem"), cert: join(dir, "server.pem"), key: join(dir, "server.key") };
}

/** nginx in the foreground: HTTPS proxying to the app as a TLS-terminating proxy does, HTTP answering 301. */
export function startNginx({ dir, httpPort, httpsPort, appPort, cert, key }) {
  const config = `worker_processes 1;
pid ${dir}/nginx.pid;
daemon off;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  server {
    listen 127.0.0.1:${httpPort};
    server_name localhost;
    return 301 https://localhost:${httpsPort}$request_uri;
  }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    server_name localhost;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://127.0.0.1:${appPort};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
  writeFileSync(join(dir, "nginx.conf"), config);
  // Workers drop to an unprivileged user and must reach the temp paths inside this folder.
  chmodSync(dir, 0o755);
  return spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "nginx-error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}
