import "server-only";
import { leadStatusCopy as copy } from "@/content/lead-status";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { setLeadStatus } from "@/lib/leads/status";
import { asOwner, type OwnerTask } from "@/lib/settings/result";
import { failed, succeeded, type OwnerState } from "@/lib/settings/state";

/** A status change's answer: whether the status moved ("queued": with deliveries to send). */
export type StatusState = OwnerState & { statusChanged?: boolean | "queued" };

/** The status control's post: `leadId` and `status`; anything else is refused with its reason and stores nothing. */
export const setLeadStatusFromForm: OwnerTask<StatusState> = (db, check, formData) =>
  asOwner<StatusState>(check, { event: "lead_status_failed", toast: copy.toasts.failed }, async () => {
    const result = await setLeadStatus(db, {
      leadId: formData.get("leadId"),
      to: formData.get("status"),
      webhookOwners: await currentOwnerIds(db),
    });
    if (!result.ok) {
      return failed(
        result.problem === "unknown_status" ? copy.toasts.unknownStatus : copy.toasts.unknownLead,
      );
    }
    const { lead } = result;
    const label = copy.labels[lead.status];
    if (!result.changed) return succeeded(copy.toasts.unchanged(lead.name, label), { statusChanged: false });
    return succeeded(copy.toasts.changed(lead.name, label), {
      statusChanged: result.jobIds.length > 0 ? "queued" : true,
    });
  });
