import "server-only";
import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A Standard Webhooks signing secret: "whsec_" + base64 of 32 random bytes. */
export function newSigningSecret() {
  return `${PREFIX}${randomBytes(32).toString("base64")}`;
}

/** The Standard Webhooks `webhook-signature` value: "v1," + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`. */
export function signPayload(secret: string, messageId: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
  const digest = createHmac("sha256", key)
    .update(`${messageId}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${digest}`;
}
