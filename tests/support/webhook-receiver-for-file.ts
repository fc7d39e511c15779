import { afterAll, beforeAll, vi } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

/**
 * A local webhook receiver for the calling test file, closed after it. WEBHOOK_ALLOW_PRIVATE is set as given before
 * the file's tests run and modules are reloaded, so the app's modules imported from then on read it.
 */
export async function webhookReceiverForFile(allowPrivate: "0" | "1"): Promise<WebhookReceiver> {
  const receiver = await startWebhookReceiver();
  beforeAll(() => {
    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE", allowPrivate);
    vi.resetModules();
  });
  afterAll(async () => {
    await receiver.close();
    vi.unstubAllEnvs();
  });
  return receiver;
}
