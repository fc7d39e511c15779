"use server";

import { revalidatePath } from "next/cache";
import { deliveriesCopy } from "@/content/settings";
import { getOwner } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { isFormData } from "@/lib/forms/form-data";
import { failed, type SettingsState } from "@/lib/settings/result";
import { retryDelivery } from "@/lib/settings/retry-delivery";

export async function retryWebhookDelivery(
  _previous: SettingsState,
  formData: FormData,
): Promise<SettingsState> {
  if (!isFormData(formData)) return failed(deliveriesCopy.notRetryable);
  const owner = await getOwner();
  const result = await retryDelivery(await getDb(), owner, formData);
  if (owner.ok) revalidatePath("/settings");
  return result;
}
