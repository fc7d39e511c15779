import "server-only";
import { sql } from "drizzle-orm";
import { moneyCopy as copy } from "@/content/money";
import { adSpend, spendImports } from "@/lib/db/schema";
import { moneyText } from "@/lib/money/currency";
import { parseAmount } from "@/lib/money/parse";
import { readMoneySettings } from "@/lib/money/settings";
import { daysFrom } from "@/lib/spend/dates";
import { normalSource, SOURCE_PATTERN } from "@/lib/spend/formats";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.slice(0, 100) : "");

/** The month's last day (YYYY-MM-DD) of a "YYYY-MM" month. */
const lastDayOf = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

/**
 * A source's spend for a month, typed by hand: spread evenly over the month's days (so any period counts its share,
 * exactly to the cent), replacing the earlier entry of that source and month; uploads' campaign rows stay.
 */
export const saveManualSpend: OwnerTask<OwnerState> = (db, check, formData) => {
  const values = {
    source: text(formData.get("source")),
    month: text(formData.get("month")),
    amount: text(formData.get("amount")),
  };
  return asOwner(check, { event: "manual_spend_failed", values }, async () => {
    const fieldErrors: Record<string, string> = {};
    const source = normalSource(values.source);
    if (!SOURCE_PATTERN.test(source)) fieldErrors.source = copy.manual.badSource;
    const month = values.month.trim();
    const validMonth = /^(20\d\d)-(0[1-9]|1[0-2])$/.test(month);
    if (!validMonth) fieldErrors.month = copy.manual.badMonth;
    const { currency } = await readMoneySettings(db);
    const amount = parseAmount(values.amount, currency);
    if (!amount.ok) fieldErrors.amount = amount.problem;
    if (Object.keys(fieldErrors).length || !amount.ok)
      return failed(copy.manual.invalid, { fieldErrors, values });
    const days = daysFrom(`${month}-01`, lastDayOf(month));
    const share = Math.floor(amount.minor / days.length);
    const extra = amount.minor - share * days.length;
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${adSpend}
        where source = ${source} and campaign_key = '' and day between ${days[0]}::date and ${days.at(-1)}::date`);
      if (amount.minor > 0)
        await tx.insert(adSpend).values(
          days.map((day, i) => ({
            day,
            source,
            campaignKey: "",
            campaign: "",
            amount: share + (i < extra ? 1 : 0),
          })),
        );
      await tx.insert(spendImports).values({
        source,
        format: "manual",
        ok: true,
        rows: days.length,
        firstDay: days[0],
        lastDay: days.at(-1),
        amount: amount.minor,
      });
    });
    return succeeded(copy.manual.saved(source, `${month}: ${moneyText(amount.minor, currency)}`));
  });
};
