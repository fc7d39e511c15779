import { eq, notInArray } from "drizzle-orm";
import { z } from "zod";
import { webhookCard, webhookToasts } from "@/content/settings";
import type { OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { webhookConfigs } from "@/lib/db/schema";
import { checkWebhookUrl } from "@/lib/webhooks/address-guard";
import { newSigningSecret } from "@/lib/webhooks/signature";
import { asOwner, failed, succeeded, type SettingsState } from "./result";

export type WebhookConfig = typeof webhookConfigs.$inferSelect;

const webhookFormSchema = z.object({
  url: z.preprocess((url) => (typeof url === "string" ? url.trim() : null), z.string().nullable()),
  enabled: z.preprocess((enabled) => enabled === "on" || enabled === "true", z.boolean()),
});

/**
 * What the form sends (the URL input is left out while the switch has it disabled), and the values it is
 * echoed back with, so a re-render without JavaScript keeps what the owner typed.
 */
export function readWebhookForm(formData: FormData) {
  const input = webhookFormSchema.parse({ url: formData.get("url"), enabled: formData.get("enabled") });
  const values: Record<string, string> = { url: input.url ?? "", enabled: input.enabled ? "on" : "" };
  return { input, values };
}

export async function readWebhookConfig(db: Database, userId: string): Promise<WebhookConfig | null> {
  const [row] = await db.select().from(webhookConfigs).where(eq(webhookConfigs.userId, userId));
  return row ?? null;
}

export type FormerOwnerEndpoint = { url: string; enabled: boolean };

/** Webhooks saved by owners who are no longer configured: kept, but sent nothing (shown so the owner knows why). */
export async function formerOwnerEndpoints(
  db: Database,
  currentOwners: readonly string[],
): Promise<FormerOwnerEndpoint[]> {
  const rows = await db
    .select({ url: webhookConfigs.webhookUrl, enabled: webhookConfigs.enabled })
    .from(webhookConfigs)
    .where(currentOwners.length ? notInArray(webhookConfigs.userId, [...currentOwners]) : undefined);
  return rows.filter((row) => row.url);
}

/** "whsec_••••abcd": enough to tell secrets apart, never enough to use one. */
export function maskSecret(secret: string): string {
  return `whsec_••••${secret.slice(-4)}`;
}

/** The field error for a URL, or undefined when it may be saved. */
function webhookUrlError(url: string, enabled: boolean): string | undefined {
  if (!url) return enabled ? webhookCard.url.required : undefined;
  const check = checkWebhookUrl(url);
  return check.ok ? undefined : check.error;
}

/** Saves url and enabled for the owner; the first save also creates the signing secret. */
export async function saveWebhookConfig(
  db: Database,
  check: OwnerCheck,
  formData: FormData,
): Promise<SettingsState> {
  const { input, values } = readWebhookForm(formData);
  return asOwner(
    check,
    { event: "webhook_save_failed", toast: webhookToasts.saveFailed, values },
    async (owner) => {
      const userId = owner.id;
      const url = input.url ?? (await readWebhookConfig(db, userId))?.webhookUrl ?? "";
      const error = webhookUrlError(url, input.enabled);
      if (error) return failed(webhookToasts.saveFailed, { fieldErrors: { url: error }, values });
      await db
        .insert(webhookConfigs)
        .values({ userId, webhookUrl: url, enabled: input.enabled, signingSecret: newSigningSecret() })
        .onConflictDoUpdate({
          target: webhookConfigs.userId,
          set: { webhookUrl: url, enabled: input.enabled, updatedAt: new Date() },
        });
      return succeeded(webhookToasts.saved);
    },
  );
}
