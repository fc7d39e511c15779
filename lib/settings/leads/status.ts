import "server-only";
import { leadStatusCopy as copy } from "@/content/lead-status";
import { moneyCopy } from "@/content/money";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { setLeadStatus } from "@/lib/leads/status";
import { moneyText } from "@/lib/money/currency";
import { parseAmount } from "@/lib/money/parse";
import { readMoneySettings } from "@/lib/money/settings";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";

/** A status change's answer: whether the status moved ("queued": with deliveries to send). */
export type StatusState = OwnerState & { statusChanged?: boolean | "queued" };

/**
 * The status control's post: `leadId` and `status`, and on the lead's page `dealValue` (empty clears it); anything
 * else is refused with its reason and stores nothing.
 */
export const setLeadStatusFromForm: OwnerTask<StatusState> = (db, check, formData) =>
  asOwner<StatusState>(check, { event: "lead_status_failed", toast: copy.toasts.failed }, async () => {
    const typed = formData.get("dealValue");
    let dealValue: number | null | undefined;
    const money = await readMoneySettings(db);
    if (typeof typed === "string") {
      const parsed = typed.trim() === "" ? null : parseAmount(typed.slice(0, 40), money.currency);
      if (parsed && !parsed.ok) {
        return failed(moneyCopy.deal.invalid, {
          fieldErrors: { dealValue: parsed.problem },
          values: { dealValue: typed.slice(0, 40), status: String(formData.get("status") ?? "") },
        });
      }
      dealValue = parsed ? parsed.minor : null;
    }
    const result = await setLeadStatus(db, {
      leadId: formData.get("leadId"),
      to: formData.get("status"),
      webhookOwners: await currentOwnerIds(db),
      dealValue,
    });
    if (!result.ok) {
      return failed(
        result.problem === "unknown_status" ? copy.toasts.unknownStatus : copy.toasts.unknownLead,
      );
    }
    const { lead } = result;
    const label = copy.labels[lead.status];
    if (!result.changed) return succeeded(copy.toasts.unchanged(lead.name, label), { statusChanged: false });
    const toast =
      result.from !== lead.status
        ? copy.toasts.changed(lead.name, label)
        : lead.dealValue === null
          ? moneyCopy.deal.cleared(lead.name)
          : moneyCopy.deal.saved(lead.name, moneyText(lead.dealValue, money.currency));
    return succeeded(toast, {
      statusChanged: result.jobIds.length > 0 ? "queued" : true,
    });
  });
