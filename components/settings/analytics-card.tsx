import { analyticsCard as copy } from "@/content/settings";
import { SettingsCard } from "./settings-section";
import { StatusBadge } from "./status-badge";

/** Read-only: the ID is inlined into static pages at build time, so changing it means a redeploy. */
export function AnalyticsCard({ measurementId }: { measurementId: string | undefined }) {
  return (
    <SettingsCard title={copy.title} description={copy.description} icon="chart">
      <dl className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <dt className="text-sm font-medium text-foreground">{copy.idLabel}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="rounded-md border border-border bg-muted px-2 py-1 font-mono text-sm">
            {measurementId ?? copy.placeholderId}
          </code>
          <StatusBadge tone={measurementId ? "ok" : "neutral"}>
            {measurementId ? copy.configured : copy.notConfigured}
          </StatusBadge>
        </dd>
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">{copy.howToChange}</p>
    </SettingsCard>
  );
}
