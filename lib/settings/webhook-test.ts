import { webhookCard, webhookToasts } from "@/content/settings";
import type { OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { sendTestWebhook } from "@/lib/webhooks/test-webhook";
import { failed, logError, notAuthenticated, succeeded, type SettingsState } from "./result";
import { readWebhookConfig, webhookEcho, webhookInput } from "./webhook-config";

/**
 * Sends a test_webhook event to the saved configuration. The form's values come along only to catch the
 * owner testing a URL they have not saved yet, which would otherwise test the old one.
 */
export async function testWebhook(
  db: Database,
  check: OwnerCheck,
  formData: FormData,
): Promise<SettingsState> {
  if (!check.ok) return notAuthenticated();
  const input = webhookInput(formData);
  const values = webhookEcho(input);
  try {
    const saved = await readWebhookConfig(db, check.owner.id);
    const url = input.url ?? saved?.webhookUrl ?? "";
    if (!url) return failed(webhookToasts.urlMissing, { values });
    if (!saved || saved.webhookUrl !== url || saved.enabled !== input.enabled) {
      return failed({ ...webhookToasts.testFailed, description: webhookCard.unsavedChanges }, { values });
    }
    const result = await sendTestWebhook(db, check.owner.id);
    if (result.success) return succeeded(webhookToasts.testSent, { values });
    const description = result.reason ? `${result.message}: ${result.reason}` : result.message;
    return failed({ ...webhookToasts.testFailed, description }, { values });
  } catch (error) {
    logError("webhook_test_failed", error);
    return failed({ ...webhookToasts.testFailed, description: String(error).slice(0, 200) }, { values });
  }
}
