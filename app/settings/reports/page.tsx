import type { Metadata } from "next";
import { CsvLink } from "@/components/settings/csv-link";
import { PageHeader } from "@/components/settings/page-header";
import { ResponseTimesView } from "@/components/settings/response-times";
import { SettingsSection } from "@/components/settings/settings-section";
import { SourcesReportView } from "@/components/settings/sources-report";
import { WizardFunnels } from "@/components/settings/wizard-funnel";
import { ownerPages } from "@/content/settings";
import { sourcesCopy } from "@/content/sources-report";
import { funnelCopy } from "@/content/wizard-funnel";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { parsePeriod } from "@/lib/reports/period";
import { responseTimes } from "@/lib/reports/response-times";
import { sourcesReport } from "@/lib/reports/sources-query";
import { ROWS_SHOWN } from "@/lib/reports/sources-shape";
import { wizardFunnels } from "@/lib/reports/wizard-funnel";

const copy = ownerPages.reports;
export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReportsPage({ searchParams }: Props) {
  await requireOwnerOrRedirect();
  const db = await getDb();
  const period = parsePeriod((await searchParams).period);
  const now = new Date();
  const [sources, funnels, times] = await Promise.all([
    sourcesReport(db, { period, rowsPerTable: ROWS_SHOWN }),
    wizardFunnels(db, { period }),
    responseTimes(db, period, now),
  ]);
  return (
    <div className="space-y-12">
      <PageHeader
        title={copy.title}
        description={copy.description}
        actions={<CsvLink href={`/settings/sources.csv?period=${period}`} label={sourcesCopy.export} />}
      />
      <SettingsSection id="sources" title={sourcesCopy.title} description={sourcesCopy.description}>
        <SourcesReportView report={sources} />
      </SettingsSection>
      <SettingsSection
        {...funnelCopy.section}
        description={`${sourcesCopy.periods[period]}. ${funnelCopy.description}`}
      >
        <WizardFunnels funnels={funnels} />
      </SettingsSection>
      <div id="response-times" className="scroll-mt-20">
        <ResponseTimesView times={times} />
      </div>
    </div>
  );
}
