import "server-only";
import { and, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/open";
import { webhookConfigs } from "@/lib/db/schema";

/** Which of these owners have their webhook on: each gets its own signed copy of an event. */
export async function enabledWebhookOwners(db: Database | Transaction, owners: readonly string[]) {
  if (owners.length === 0) return [];
  const rows = await db
    .select({ userId: webhookConfigs.userId })
    .from(webhookConfigs)
    .where(and(inArray(webhookConfigs.userId, [...owners]), sql`${webhookConfigs.enabled}`));
  return rows.map((row) => row.userId);
}
