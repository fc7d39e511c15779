import { deliveriesCopy as copy, jobStatusLabels } from "@/content/settings";
import { formatTime } from "@/lib/time-format";
import type { DeliveryRow } from "@/lib/settings/deliveries/logs";
import { willRetry } from "./job-list";
import { RetryButton } from "./webhook-controls";
import { Cell, DataTable } from "./data-table";
import { StatusBadge, toneOf } from "./status-badge";

const c = copy.columns;

type Props = { rows: DeliveryRow[]; label?: string; empty?: string };

/** Outbox jobs with their outcome and Retry now for the dead ones: webhook deliveries, conversions. */
export function DeliveriesTable({ rows, label = copy.title, empty = copy.empty }: Props) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <DataTable label={label} columns={[c.event, c.time, c.status, c.attempts, c.error]}>
      {rows.map((row) => (
        <tr key={row.id}>
          <Cell label={c.event}>
            <code className="font-mono text-xs">{row.event || "—"}</code>
          </Cell>
          <Cell label={c.time} className="whitespace-nowrap">
            {formatTime(row.createdAt)}
          </Cell>
          <Cell label={c.status}>
            <StatusBadge tone={toneOf(row.status)}>{jobStatusLabels[row.status]}</StatusBadge>
          </Cell>
          <Cell label={c.attempts}>
            {willRetry(row) ? `${row.attempts} / ${row.maxAttempts}` : row.attempts}
          </Cell>
          <Cell label={c.error} className="sm:max-w-xs">
            {row.lastError && <p className="break-words text-muted-foreground">{row.lastError}</p>}
            <RetryButton jobId={row.id} dead={row.status === "dead"} />
            {!row.lastError && row.status !== "dead" && <span className="text-muted-foreground">—</span>}
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}
