// Plain functions only: the settings schema (which next.config.ts reads too) checks DATABASE_URL with them.

/**
 * How the server reaches PostgreSQL, read from DATABASE_URL as libpq reads `sslmode` and `sslrootcert`. `local`: a
 * loopback address or a Unix socket, where nothing crosses a network. `mode` is what the URL asked for, if anything.
 */
export type DatabaseLink =
  | { kind: "malformed" }
  | { kind: "local"; host: string; mode?: SslMode; rootCert?: string }
  | { kind: "verified"; host: string; mode: "verify-ca" | "verify-full"; rootCert?: string }
  | { kind: "encrypted"; host: string; mode: "require" }
  | { kind: "unencrypted"; host: string; mode: "disable" | "allow" | "prefer" }
  | { kind: "unspecified"; host: string };

const SSL_MODES = ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"] as const;
export type SslMode = (typeof SSL_MODES)[number];

export const DATABASE_URL_FORMAT =
  "sslmode must be disable, allow, prefer, require, verify-ca or verify-full (sslrootcert: a file or system); host at most once in the query, hostaddr not at all";
export const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/;

/** Another host, no sslmode: TLS unless DATABASE_ALLOW_PLAINTEXT (production refuses it at start without that). */
export const unspecifiedMode = (allowPlaintext: boolean) => (allowPlaintext ? "prefer" : "require");

/**
 * The URL's parameters that choose TLS and the host: read here, so they never reach the server as settings of the
 * session (postgres.js sends it any parameter it does not know, `host` included).
 */
export const LINK_PARAMETERS = ["sslmode", "sslrootcert", "ssl", "host"];

/** The host(s) the query names, which libpq connects to instead of the URL's authority. */
export const queryHost = (url: string) => {
  const at = url.indexOf("?");
  return at === -1 ? null : new URLSearchParams(url.slice(at + 1).split("#")[0]).get("host");
};

const isLoopback = (host: string) =>
  host === "" ||
  host.startsWith("/") ||
  /^%2f/i.test(host) ||
  host === "localhost" ||
  host === "::1" ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/** postgres.js also takes `ssl=true|false|<mode>`; libpq's `sslmode` wins when both are given. */
function requestedMode(params: URLSearchParams): SslMode | undefined | null {
  const raw = params.get("sslmode") ?? params.get("ssl");
  if (raw === null) return undefined;
  const mode = raw === "true" ? "require" : raw === "false" ? "disable" : raw;
  return (SSL_MODES as readonly string[]).includes(mode) ? (mode as SslMode) : null;
}

/**
 * The link a DATABASE_URL describes. With `caCertificate` (DATABASE_CA_CERT) or an `sslrootcert`, the server's
 * certificate is checked, as libpq does: a root certificate turns `require` into `verify-ca`.
 */
export function databaseLink(url: string, caCertificate = false): DatabaseLink {
  const match = /^postgres(?:ql)?:\/\/(?:[^@/?#]*@)?([^/?#]*)[^?#]*(?:\?([^#]*))?/.exec(url);
  if (!match) return { kind: "malformed" };
  const params = new URLSearchParams(match[2] ?? "");
  // libpq connects to `host` from the query, over the authority; `hostaddr` (an address beside the name) the driver
  // here cannot honour, and a second `host` leaves in doubt which one counts.
  if (params.has("hostaddr") || params.getAll("host").length > 1) return { kind: "malformed" };
  const hosts = (params.get("host") ?? decoded(match[1] ?? ""))
    .split(",")
    .map((host) => host.replace(/^\[([^\]]*)\](?::\d*)?$/, "$1").replace(/^([^:]*):\d*$/, "$1"));
  const host = hosts.join(",");
  const rootCert = params.get("sslrootcert") || undefined;
  const requested = requestedMode(params);
  if (requested === null) return { kind: "malformed" };
  const verifies = caCertificate || rootCert !== undefined;
  const mode =
    requested === "require" && verifies ? "verify-ca" : (requested ?? (verifies ? "verify-full" : undefined));
  if (hosts.every(isLoopback)) return { kind: "local", host, mode, rootCert };
  if (mode === "verify-ca" || mode === "verify-full") return { kind: "verified", host, mode, rootCert };
  if (mode === "require") return { kind: "encrypted", host, mode };
  return mode ? { kind: "unencrypted", host, mode } : { kind: "unspecified", host };
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
