// Local stand-ins for the outside world: Resend's API (idempotency keys honoured like the real one) and a
// webhook receiver, each able to go down and come back. Counts say what arrived, and what arrived twice.
import type { Sql } from "postgres";
import { startResendServer } from "../../tests/support/resend-server.mjs";
import { startWebhookReceiver } from "../../tests/support/webhook-receiver.ts";

const API_KEY = "re_bench_local";
const OWNER_EMAIL = "owner@example.com";
const SECRET = "whsec_" + Buffer.from("bench-signing-secret-0123456789ab").toString("base64");

export type Arrivals = { requests: number; unique: number; twice: number };

function arrivals(keys: string[]): Arrivals {
  const unique = new Set(keys).size;
  return { requests: keys.length, unique, twice: keys.length - unique };
}

export async function startProviders() {
  const resend = await startResendServer(API_KEY);
  const receiver = await startWebhookReceiver();
  return {
    env: {
      RESEND_API_KEY: API_KEY,
      RESEND_BASE_URL: resend.url,
      WEBHOOK_ALLOW_PRIVATE: "1",
      NOTIFY_EMAIL: "owner@example.com",
      // Webhooks go only to the configured owner's endpoint (see configureWebhook).
      OWNER_EMAIL: OWNER_EMAIL,
      OWNER_PASSWORD: "bench-owner-password-0123",
    },
    /** The owner's webhook, switched on, so every lead also gets a signed webhook job. */
    configureWebhook: async (sql: Sql) => {
      await sql`insert into app.webhook_configs (user_id, webhook_url, enabled, signing_secret)
        values (${`local:${OWNER_EMAIL}`}, ${`${receiver.origin}/hook`}, true, ${SECRET})`;
    },
    emails: () => arrivals(resend.requests.map((r) => String(r.headers["idempotency-key"]))),
    webhooks: () => arrivals(receiver.requests.map((r) => String(r.headers["webhook-id"]))),
    /** Webhooks answered only after this long, so attempts are under way when something happens. */
    webhookDelay: (ms: number) => receiver.reply({ delayMs: ms }),
    setDown: (down: boolean) => {
      resend.setDown(down);
      receiver.setDown(down);
    },
    close: async () => {
      await resend.close();
      await receiver.close();
    },
  };
}
