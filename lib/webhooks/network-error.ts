const MESSAGES: Record<string, string> = {
  ECONNREFUSED: "Connection refused",
  ECONNRESET: "Connection reset",
  EPIPE: "Connection closed",
  ETIMEDOUT: "Connection timed out",
  EHOSTUNREACH: "Host unreachable",
  ENETUNREACH: "Network unreachable",
  ENOTFOUND: "Host not found",
  ENODATA: "Host has no address",
  EAI_AGAIN: "DNS lookup failed temporarily",
  CERT_HAS_EXPIRED: "TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "TLS certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "TLS certificate chain is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "TLS certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "TLS certificate does not match the host name",
};

/** A network or TLS failure as one short line for the delivery log. */
export function describeNetworkError(error: unknown): string {
  const code = typeof error === "object" && error && "code" in error ? String(error.code) : undefined;
  if (code && MESSAGES[code]) return MESSAGES[code];
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 200);
}

export const describeTimeout = (ms: number) =>
  ms >= 1000 ? `Timed out after ${Math.round(ms / 100) / 10} s` : `Timed out after ${ms} ms`;
