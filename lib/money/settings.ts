import "server-only";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/open";
import { moneySettings, type Stage } from "@/lib/db/schema";
import { DEFAULT_CURRENCY } from "./currency";

/** The site's currency and each outcome stage's default value (minor units; null where none is set). */
export type MoneySettings = { currency: string; defaults: Record<Stage, number | null> };

export const DEFAULT_MONEY: MoneySettings = {
  currency: DEFAULT_CURRENCY,
  defaults: { qualified: null, booked: null, won: null },
};

/** The owner's money settings, or the defaults (US dollars, no stage values) until they save some. */
export async function readMoneySettings(db: Database | Transaction): Promise<MoneySettings> {
  const [row] = await db.select().from(moneySettings).where(eq(moneySettings.id, 1));
  if (!row) return DEFAULT_MONEY;
  return {
    currency: row.currency,
    defaults: { qualified: row.qualifiedValue, booked: row.bookedValue, won: row.wonValue },
  };
}

export async function saveMoneySettings(db: Database | Transaction, settings: MoneySettings) {
  const values = {
    currency: settings.currency,
    qualifiedValue: settings.defaults.qualified,
    bookedValue: settings.defaults.booked,
    wonValue: settings.defaults.won,
    updatedAt: new Date(),
  };
  await db
    .insert(moneySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: moneySettings.id, set: values });
}
