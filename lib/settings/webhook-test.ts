import { webhookCard, webhookToasts } from "@/content/settings";
import type { OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { sendTestWebhook } from "@/lib/webhooks/test-webhook";
import { asOwner, failed, succeeded, type SettingsState } from "./result";
import { readWebhookConfig, readWebhookForm, saveWebhookConfig } from "./webhook-config";

/**
 * Sends a test_webhook event to the saved configuration. The form's values come along only to catch the
 * owner testing a URL they have not saved yet, which would otherwise test the old one.
 */
export async function testWebhook(
  db: Database,
  check: OwnerCheck,
  formData: FormData,
): Promise<SettingsState> {
  const { input, values } = readWebhookForm(formData);
  const failure = {
    event: "webhook_test_failed",
    toast: (error: unknown) => ({ ...webhookToasts.testFailed, description: String(error).slice(0, 200) }),
    values,
  };
  return asOwner(check, failure, async (owner) => {
    const saved = await readWebhookConfig(db, owner.id);
    const url = input.url ?? saved?.webhookUrl ?? "";
    if (!url) return failed(webhookToasts.urlMissing, { values });
    if (!saved || saved.webhookUrl !== url || saved.enabled !== input.enabled) {
      return failed({ ...webhookToasts.testFailed, description: webhookCard.unsavedChanges }, { values });
    }
    const result = await sendTestWebhook(db, owner.id);
    if (result.success) return succeeded(webhookToasts.testSent, { values });
    const description = result.reason ? `${result.message}: ${result.reason}` : result.message;
    return failed({ ...webhookToasts.testFailed, description }, { values });
  });
}

/**
 * The webhook form's one action: Save, or Test when that button submitted it (`intent=test`). One action
 * because a second button-level action does not survive a post without JavaScript.
 */
export async function saveOrTestWebhook(
  db: Database,
  check: OwnerCheck,
  formData: FormData,
): Promise<SettingsState> {
  const isTest = formData.get("intent") === "test";
  const result = await (isTest ? testWebhook : saveWebhookConfig)(db, check, formData);
  return { ...result, intent: isTest ? "test" : "save" };
}
