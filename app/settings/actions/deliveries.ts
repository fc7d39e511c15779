"use server";

import { revalidatePath } from "next/cache";
import { getOwner } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { retryDelivery } from "@/lib/settings/retry-delivery";
import type { SettingsState } from "@/lib/settings/result";

export async function retryWebhookDelivery(
  _previous: SettingsState,
  formData: FormData,
): Promise<SettingsState> {
  const owner = await getOwner();
  const result = await retryDelivery(await getDb(), owner, formData);
  if (owner.ok) revalidatePath("/settings");
  return result;
}
