import "server-only";
import { eq, notInArray } from "drizzle-orm";
import { z } from "zod";
import { signingSecretCopy, webhookCard, webhookToasts } from "@/content/settings";
import type { OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { webhookConfigs } from "@/lib/db/schema";
import { checkWebhookUrl } from "@/lib/webhooks/address-guard";
import { newSigningSecret } from "@/lib/webhooks/signature";
import { sendTestWebhook } from "@/lib/settings/webhook/test";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";

const webhookFormSchema = z.object({
  url: z.preprocess((url) => (typeof url === "string" ? url.trim() : null), z.string().nullable()),
  enabled: z.preprocess((enabled) => enabled === "on" || enabled === "true", z.boolean()),
});

/** What the form sends (no URL while the switch disables it), and the values echoed back to a form without JavaScript. */
function readWebhookForm(formData: FormData) {
  const input = webhookFormSchema.parse({ url: formData.get("url"), enabled: formData.get("enabled") });
  const values: Record<string, string> = { url: input.url ?? "", enabled: input.enabled ? "on" : "" };
  return { input, values };
}

export async function readWebhookConfig(db: Database, userId: string) {
  const [row] = await db.select().from(webhookConfigs).where(eq(webhookConfigs.userId, userId));
  return row ?? null;
}

export type FormerOwnerEndpoint = { url: string; enabled: boolean };

/** Webhooks saved by owners who are no longer configured: kept, but sent nothing (shown so the owner knows why). */
export async function formerOwnerEndpoints(db: Database, currentOwners: readonly string[]) {
  const rows = await db
    .select({ url: webhookConfigs.webhookUrl, enabled: webhookConfigs.enabled })
    .from(webhookConfigs)
    .where(currentOwners.length ? notInArray(webhookConfigs.userId, [...currentOwners]) : undefined);
  return rows.filter((row) => row.url);
}

/** The webhook form's answer: which of its buttons (Save or Test) was used. */
export type WebhookFormState = OwnerState & { intent?: "save" | "test" };
/** The signing secret, only in answer to an explicit Reveal. */
export type SecretState = OwnerState & { secret?: string };

/** "whsec_••••abcd": enough to tell secrets apart, never enough to use one. */
export const maskSecret = (secret: string) => `whsec_••••${secret.slice(-4)}`;

function webhookUrlError(url: string, enabled: boolean): string | undefined {
  if (!url) return enabled ? webhookCard.url.required : undefined;
  const check = checkWebhookUrl(url);
  return check.ok ? undefined : check.error;
}

/** Saves url and enabled for the owner; the first save also creates the signing secret. */
export const saveWebhookConfig: OwnerTask = (db, check, formData) => {
  const { input, values } = readWebhookForm(formData);
  const failure = { event: "webhook_save_failed", toast: webhookToasts.saveFailed, values };
  return asOwner(check, failure, async ({ id: userId }) => {
    // The form leaves the URL out only while the switch is off; switched on, a post without one names no URL.
    const kept = input.enabled ? undefined : (await readWebhookConfig(db, userId))?.webhookUrl;
    const url = input.url ?? kept ?? "";
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
  });
};

/** Sends a test_webhook event to the saved configuration; a form that differs from it is refused, not tested. */
export const testWebhook: OwnerTask = (db, check, formData) => {
  const { input, values } = readWebhookForm(formData);
  const testFailed = (description: string) =>
    failed({ ...webhookToasts.testFailed, description }, { values });
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
      return testFailed(webhookCard.unsavedChanges);
    }
    const result = await sendTestWebhook(db, owner.id);
    if (result.queued) return succeeded(webhookToasts.testQueued, { values });
    if (result.success) return succeeded(webhookToasts.testSent, { values });
    return testFailed(result.reason ? `${result.message}: ${result.reason}` : result.message);
  });
};

/** The one place the signing secret leaves the server: to the signed-in owner who asked for it. */
export const revealSigningSecret = (db: Database, check: OwnerCheck) =>
  asOwner<SecretState>(check, { event: "signing_secret_reveal_failed" }, async (owner) => {
    const config = await readWebhookConfig(db, owner.id);
    if (!config) return failed(signingSecretCopy.noConfig);
    return { status: "success", secret: config.signingSecret, at: Date.now() };
  });

/** A new secret applies to the next attempt of every job: deliveries read it at send time. */
export const rotateSigningSecret = (db: Database, check: OwnerCheck) =>
  asOwner(check, { event: "signing_secret_rotate_failed" }, async (owner) => {
    const rows = await db
      .update(webhookConfigs)
      .set({ signingSecret: newSigningSecret(), updatedAt: new Date() })
      .where(eq(webhookConfigs.userId, owner.id))
      .returning({ userId: webhookConfigs.userId });
    if (rows.length === 0) return failed(signingSecretCopy.noConfig);
    return succeeded(signingSecretCopy.rotated);
  });

/** Save, or Test when that button submitted the form: a second button-level action would not post without JavaScript. */
export const saveOrTestWebhook: OwnerTask<WebhookFormState> = async (db, check, formData) => {
  const intent = formData.get("intent") === "test" ? "test" : "save";
  const result = await (intent === "test" ? testWebhook : saveWebhookConfig)(db, check, formData);
  return { ...result, intent };
};
