"use server";

import { revalidatePath } from "next/cache";
import { getOwner } from "@/lib/auth";
import { getDb } from "@/lib/db";
import type { SettingsState } from "@/lib/settings/result";
import { revealSigningSecret, rotateSigningSecret } from "@/lib/settings/signing-secret";

export async function revealSecret(_previous: SettingsState, _formData: FormData): Promise<SettingsState> {
  const owner = await getOwner();
  return revealSigningSecret(await getDb(), owner);
}

export async function rotateSecret(_previous: SettingsState, _formData: FormData): Promise<SettingsState> {
  const owner = await getOwner();
  const result = await rotateSigningSecret(await getDb(), owner);
  if (result.status === "success") revalidatePath("/settings");
  return result;
}
