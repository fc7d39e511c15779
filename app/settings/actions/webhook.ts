"use server";

import { revalidatePath } from "next/cache";
import { webhookToasts } from "@/content/settings";
import { getOwner } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { isFormData } from "@/lib/forms/form-data";
import { failed, type SettingsState } from "@/lib/settings/result";
import { saveWebhookConfig } from "@/lib/settings/webhook-config";
import { testWebhook } from "@/lib/settings/webhook-test";

/**
 * The webhook form's one action: Save, or Test when that button submitted it (`intent=test`). One action
 * because a second button-level action does not survive a post without JavaScript.
 */
export async function submitWebhookForm(
  _previous: SettingsState,
  formData: FormData,
): Promise<SettingsState> {
  if (!isFormData(formData)) return failed(webhookToasts.saveFailed);
  const owner = await getOwner();
  const db = await getDb();
  const isTest = formData.get("intent") === "test";
  const result = isTest
    ? await testWebhook(db, owner, formData)
    : await saveWebhookConfig(db, owner, formData);
  // A test shows up in the deliveries list whatever its outcome.
  if (owner.ok && (isTest || result.status === "success")) revalidatePath("/settings");
  return { ...result, intent: isTest ? "test" : "save" };
}
