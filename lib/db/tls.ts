import "server-only";
import { readFileSync } from "node:fs";
import { checkServerIdentity, type ConnectionOptions, type PeerCertificate } from "node:tls";
import {
  DATABASE_URL_FORMAT,
  databaseLink,
  LINK_PARAMETERS,
  queryHost,
  unspecifiedMode,
  type SslMode,
} from "@/lib/config/database-link";

/** postgres.js's `ssl`: off, TLS without checking the certificate, TLS if offered, or checked TLS options. */
type PostgresSsl = false | "require" | "prefer" | ConnectionOptions;

export type DatabaseTlsSettings = { DATABASE_CA_CERT?: string; DATABASE_ALLOW_PLAINTEXT?: string };

/**
 * The URL postgres.js gets (without the TLS parameters and `host`, which it would otherwise send to the server as
 * session settings), its `ssl` option, and the host the query names, if any: postgres.js connects to the URL's
 * authority, libpq (and the TLS check above) to a query's `host`, so that is the host it is given. Another host
 * without sslmode gets TLS.
 */
export function postgresConnection(url: string, settings: DatabaseTlsSettings = {}) {
  const ca = settings.DATABASE_CA_CERT || undefined;
  const link = databaseLink(url, Boolean(ca));
  if (link.kind === "malformed") throw new Error(`DATABASE_URL: ${DATABASE_URL_FORMAT}`);
  const mode: SslMode | undefined =
    link.kind === "unspecified" ? unspecifiedMode(settings.DATABASE_ALLOW_PLAINTEXT === "1") : link.mode;
  const rootCert = "rootCert" in link ? link.rootCert : undefined;
  const host = queryHost(url) ?? undefined;
  return {
    url: withoutLinkParameters(url),
    ssl: sslOption(mode, link.host, ca, rootCert),
    ...(host && { host }),
  };
}

function sslOption(mode: SslMode | undefined, host: string, ca?: string, rootCert?: string): PostgresSsl {
  if (!mode || mode === "disable") return false;
  if (mode === "allow" || mode === "prefer") return "prefer";
  if (mode === "require") return "require";
  const authority = ca ?? (rootCert && rootCert !== "system" ? readFileSync(rootCert, "utf8") : undefined);
  return {
    rejectUnauthorized: true,
    // Without a root certificate, Node's own list of public authorities (sslrootcert=system).
    ...(authority && { ca: authority }),
    // verify-ca checks who signed the certificate, not the name in it (libpq's meaning). verify-full checks the
    // host named in the URL: postgres.js gives Node no name for an IP address, which Node would check as "localhost".
    ...(mode === "verify-ca" && { checkServerIdentity: () => undefined }),
    ...(mode === "verify-full" &&
      !host.includes(",") && {
        checkServerIdentity: (_: string, certificate: PeerCertificate) =>
          checkServerIdentity(host, certificate),
      }),
  };
}

function withoutLinkParameters(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of LINK_PARAMETERS) params.delete(name);
  const rest = params.toString();
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at);
}
