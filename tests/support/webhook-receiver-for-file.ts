import { afterAll, beforeAll, vi } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

/**
 * A local webhook receiver for the calling test file, closed after it, with WEBHOOK_ALLOW_PRIVATE set as given
 * while the file's tests run (the app reads its settings when asked, so nothing needs reloading).
 */
export async function webhookReceiverForFile(allowPrivate: "0" | "1"): Promise<WebhookReceiver> {
  const receiver = await startWebhookReceiver();
  beforeAll(() => {
    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE", allowPrivate);
  });
  afterAll(async () => {
    await receiver.close();
    vi.unstubAllEnvs();
  });
  return receiver;
}
