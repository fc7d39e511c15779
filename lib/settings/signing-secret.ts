import { eq } from "drizzle-orm";
import { signingSecretCopy } from "@/content/settings";
import type { OwnerCheck } from "@/lib/auth/types";
import type { Database } from "@/lib/db/open";
import { webhookConfigs } from "@/lib/db/schema";
import { newSigningSecret } from "@/lib/webhooks/signature";
import { asOwner, failed, succeeded, type SettingsState } from "./result";
import { readWebhookConfig } from "./webhook-config";

/** The one place the signing secret leaves the server: to the signed-in owner who asked for it. */
export const revealSigningSecret = (db: Database, check: OwnerCheck) =>
  asOwner(check, { event: "signing_secret_reveal_failed" }, async (owner): Promise<SettingsState> => {
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
