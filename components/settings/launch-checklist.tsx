import { launchCopy as copy } from "@/content/settings";
import { siteEditorCopy } from "@/content/site-editor";
import { formatTime } from "@/lib/time-format";
import type { LastPurge } from "@/lib/retention";
import { factWarnings, type FactCheck } from "@/lib/settings/example-facts";
import { companyFactChecks, type LaunchCheck } from "@/lib/settings/launch-checklist";
import { Cell, DataTable } from "./data-table";
import { Panel } from "./settings-section";
import { StatusBadge, toneOf } from "./status-badge";

const c = copy.columns;
const f = copy.facts;

type Props = { checks: LaunchCheck[]; purge: LastPurge; facts?: FactCheck[] };

/** The settings as this server sees them, then every company fact still at its example value. */
export function LaunchChecklist({ checks, purge, facts = companyFactChecks() }: Props) {
  return (
    <Panel>
      <DataTable label={copy.tableLabel} columns={[c.setting, c.status, c.variable, c.value]}>
        {checks.map((check) => {
          const item = copy.items[check.id];
          return (
            <tr key={check.id} data-check={check.id} data-status={check.status}>
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
      <h3 className="mt-8 font-semibold">{f.title}</h3>
      <p className="mt-1 mb-3 text-sm text-muted-foreground">{facts.length ? f.intro : f.none}</p>
      {facts.length > 0 && (
        <DataTable
          label={f.tableLabel}
          columns={[f.columns.fact, f.columns.status, f.columns.where, f.columns.value]}
        >
          {facts.map((fact) => (
            <tr key={fact.id} data-fact={fact.id}>
              <Cell label={f.columns.fact}>
                <span className="font-medium">{fact.label}</span>
              </Cell>
              <Cell label={f.columns.status}>
                <StatusBadge tone={fact.urgent ? "failed" : "waiting"}>{f.status}</StatusBadge>
              </Cell>
              <Cell label={f.columns.where}>
                <a
                  href={fact.href}
                  aria-label={f.edit(fact.label)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {siteEditorCopy.checklistLink}
                </a>
              </Cell>
              <Cell label={f.columns.value} className="wrap-anywhere">
                {fact.value}
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

type WarningProps = { urgent: LaunchCheck[]; facts?: FactCheck[] };

/**
 * At the top of /settings: what stops the site from answering, booking or being found, and the invented people and
 * numbers a visitor would take for real, until they are replaced.
 */
export function LaunchWarning({ urgent, facts = companyFactChecks() }: WarningProps) {
  const lines = [
    ...urgent.map((check) => copy.warning[check.id as "emailProvider" | "siteUrl" | "bookingUrl"]),
    ...factWarnings(facts),
  ];
  if (!lines.length) return null;
  return (
    <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-5 text-sm">
      <p className="font-bold text-foreground">{copy.warning.title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-foreground">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
