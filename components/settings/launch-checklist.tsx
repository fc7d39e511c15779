import { launchCopy as copy } from "@/content/settings";
import { formatTime } from "@/lib/leads/fields";
import type { LastPurge } from "@/lib/retention";
import type { LaunchCheck } from "@/lib/settings/launch-checklist";
import { Cell, DataTable, tableClasses as t } from "./data-table";
import { Panel } from "./settings-section";
import { StatusBadge, toneOf } from "./status-badge";

const c = copy.columns;

export function LaunchChecklist({ checks, purge }: { checks: LaunchCheck[]; purge: LastPurge }) {
  return (
    <Panel>
      <DataTable label={copy.tableLabel} columns={[c.setting, c.status, c.variable, c.value]}>
        {checks.map((check) => {
          const item = copy.items[check.id];
          return (
            <tr key={check.id} className={t.tr} data-check={check.id} data-status={check.status}>
              <Cell label={c.setting}>
                <span className="font-medium">{item.label}</span>
                <p className="mt-1 text-xs text-muted-foreground">{item.hint}</p>
              </Cell>
              <Cell label={c.status}>
                <StatusBadge tone={toneOf(check.status)}>{copy.status[check.status]}</StatusBadge>
              </Cell>
              <Cell label={c.variable}>
                <code className="font-mono text-xs">{check.variable}</code>
              </Cell>
              <Cell label={c.value} className="wrap-anywhere">
                {check.value ?? "—"}
              </Cell>
            </tr>
          );
        })}
      </DataTable>
      <p className="mt-4 text-sm text-muted-foreground">
        {purge
          ? copy.purge.last(
              formatTime(purge.ranAt),
              purge.details.leads ?? 0,
              purge.details.bookingClicks ?? 0,
            )
          : copy.purge.never}
      </p>
    </Panel>
  );
}

/** At the top of /settings: what stops the site from answering leads or being found, until it is set. */
export function LaunchWarning({ urgent }: { urgent: LaunchCheck[] }) {
  if (!urgent.length) return null;
  return (
    <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-5 text-sm">
      <p className="font-bold text-foreground">{copy.warning.title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-foreground">
        {urgent.map((check) => (
          <li key={check.id}>{copy.warning[check.id as "emailProvider" | "siteUrl"]}</li>
        ))}
      </ul>
    </div>
  );
}
