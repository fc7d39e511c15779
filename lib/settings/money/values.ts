import "server-only";
import { moneyCopy as copy } from "@/content/money";
import { isNotNull } from "drizzle-orm";
import { adSpend, leads, STAGES, type Stage } from "@/lib/db/schema";
import { isCurrency } from "@/lib/money/currency";
import { parseAmount } from "@/lib/money/parse";
import { readMoneySettings, saveMoneySettings } from "@/lib/money/settings";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.slice(0, 40) : "");

/** The Values form: the currency and each stage's default; any bad field is named and nothing is saved. */
export const saveMoneyValues: OwnerTask<OwnerState> = (db, check, formData) => {
  const values: Record<string, string> = Object.fromEntries(
    ["currency", ...STAGES.map((stage) => stage.status)].map((name) => [name, text(formData.get(name))]),
  );
  return asOwner(check, { event: "money_values_failed", values }, async () => {
    const fieldErrors: Record<string, string> = {};
    const currency = values.currency!.trim().toUpperCase();
    if (!isCurrency(currency)) fieldErrors.currency = copy.values.badCurrency;
    const defaults = {} as Record<Stage, number | null>;
    for (const { status } of STAGES) {
      const raw = values[status]!.trim();
      if (raw === "") defaults[status] = null;
      else if (isCurrency(currency)) {
        const parsed = parseAmount(raw, currency);
        if (parsed.ok) defaults[status] = parsed.minor;
        else fieldErrors[status] = parsed.problem;
      }
    }
    const saved = await readMoneySettings(db);
    if (!fieldErrors.currency && currency !== saved.currency) {
      // Stored amounts are minor units of the old currency: relabelling them would change what they mean.
      const [spend] = await db.select({ day: adSpend.day }).from(adSpend).limit(1);
      const [deal] = await db.select({ id: leads.id }).from(leads).where(isNotNull(leads.dealValue)).limit(1);
      if (spend || deal) fieldErrors.currency = copy.values.currencyLocked(saved.currency);
    }
    if (Object.keys(fieldErrors).length) return failed(copy.values.invalid, { fieldErrors, values });
    await saveMoneySettings(db, { currency, defaults });
    return succeeded(copy.values.saved);
  });
};
