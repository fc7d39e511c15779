import type { Metadata } from "next";
import { CsvLink } from "@/components/settings/csv-link";
import { PageHeader } from "@/components/settings/page-header";
import { ReportHeadline } from "@/components/settings/report-headline";
import { ReportPeriod } from "@/components/settings/report-period";
import { ResponseTimesView } from "@/components/settings/response-times";
import { MoneyReportView } from "@/components/settings/money-report";
import { SettingsSection } from "@/components/settings/settings-section";
import { moneyCopy } from "@/content/money";
import { readMoneySettings } from "@/lib/money/settings";
import { moneyFigures } from "@/lib/reports/money-query";
import { moneyTables } from "@/lib/reports/money-shape";
import { SourcesReportView } from "@/components/settings/sources-report";
import { WizardFunnels } from "@/components/settings/wizard-funnel";
import { ownerPages } from "@/content/settings";
import { sourcesCopy } from "@/content/sources-report";
import { funnelCopy } from "@/content/wizard-funnel";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { periodName } from "@/lib/reports/names";
import {
  dayRange,
  parseReportPeriod,
  periodLength,
  periodParams,
  previousPeriod,
  reportToday,
} from "@/lib/reports/range";
import { responseTimes } from "@/lib/reports/response-times";
import { sourcesReport } from "@/lib/reports/sources-query";
import { ROWS_SHOWN } from "@/lib/reports/sources-shape";
import { periodTotals } from "@/lib/reports/totals";
import { wizardFunnels } from "@/lib/reports/wizard-funnel";

const copy = ownerPages.reports;
export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReportsPage({ searchParams }: Props) {
  await requireOwnerOrRedirect();
  const db = await getDb();
  const now = new Date();
  const today = reportToday(now);
  const choice = parseReportPeriod(await searchParams, today);
  const { period } = choice;
  const previous = previousPeriod(period, today);
  const money = readMoneySettings(db).then((settings) => moneyFigures(db, dayRange(period, today), settings));
  const [sources, funnels, times, before, timesBefore, figures] = await Promise.all([
    sourcesReport(db, { period, now, rowsPerTable: ROWS_SHOWN }),
    wizardFunnels(db, { period, now }),
    responseTimes(db, period, now),
    previous && periodTotals(db, dayRange(previous, today)),
    previous && responseTimes(db, previous, now),
    money,
  ]);
  const versus = previous && { n: periodLength(period, today)!, today: period === "today" };
  return (
    <div className="space-y-12">
      <PageHeader
        title={copy.title}
        description={copy.description}
        actions={
          <CsvLink
            href={`/settings/sources.csv?${new URLSearchParams(periodParams(period))}`}
            label={sourcesCopy.export}
          />
        }
      />
      <div className="space-y-6">
        <ReportPeriod choice={choice} today={today} />
        <ReportHeadline
          totals={sources.totals}
          previous={before}
          times={times}
          previousTimes={timesBefore}
          versus={versus}
          multiDay={sources.multiDay}
        />
      </div>
      <SettingsSection id="sources" title={sourcesCopy.title} description={sourcesCopy.description}>
        <SourcesReportView report={sources} />
      </SettingsSection>
      <SettingsSection id="money" title={moneyCopy.report.title} description={moneyCopy.report.description}>
        <MoneyReportView report={moneyTables(figures)} period={period} />
      </SettingsSection>
      <SettingsSection
        {...funnelCopy.section}
        description={`${periodName(period)}. ${funnelCopy.description}`}
      >
        <WizardFunnels funnels={funnels} />
      </SettingsSection>
      <div id="response-times" className="scroll-mt-20">
        <ResponseTimesView times={times} previous={timesBefore} versus={versus} />
      </div>
    </div>
  );
}
