import { emailLogCopy as copy, jobStatusLabels } from "@/content/settings";
import { formatTime } from "@/lib/time-format";
import type { EmailRow } from "@/lib/settings/deliveries/logs";
import { Cell, DataTable } from "./data-table";
import { StatusBadge, toneOf } from "./status-badge";
import { RetryButton } from "./webhook-controls";

const c = copy.columns;
const providerLabels = { "dev-mailbox": copy.providers.devMailbox, resend: copy.providers.resend };
const Muted = ({ children }: { children: string }) => (
  <span className="text-muted-foreground">{children}</span>
);

export function EmailLogTable({ rows }: { rows: EmailRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{copy.empty}</p>;
  return (
    <DataTable label={copy.tableLabel} columns={[c.to, c.subject, c.status, c.time, c.provider]}>
      {rows.map((row) => (
        <tr key={row.id}>
          <Cell label={c.to} className="wrap-anywhere">
            {row.to || <Muted>{copy.notSentYet}</Muted>}
          </Cell>
          <Cell label={c.subject}>
            {row.subject || <Muted>—</Muted>}
            {row.lastError && row.status !== "delivered" && (
              <p className="mt-1 text-xs break-words text-muted-foreground">{row.lastError}</p>
            )}
            {row.type !== "dead_letter_email" && <RetryButton jobId={row.id} dead={row.status === "dead"} />}
          </Cell>
          <Cell label={c.status}>
            <StatusBadge tone={toneOf(row.status)}>{jobStatusLabels[row.status]}</StatusBadge>
          </Cell>
          <Cell label={c.time} className="whitespace-nowrap">
            {formatTime(row.createdAt)}
          </Cell>
          <Cell label={c.provider} className="whitespace-nowrap">
            {row.provider ? providerLabels[row.provider] : "—"}
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}
