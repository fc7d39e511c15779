import Link from "next/link";
import { moneyCopy } from "@/content/money";
import { moneyText } from "@/lib/money/currency";
import type { MoneyReport } from "@/lib/reports/money-shape";
import type { ReportPeriod } from "@/lib/reports/range";
import { MoneyTable } from "./money-table";
import { Panel } from "./settings-section";

const copy = moneyCopy.report;
const ORDER = ["source", "campaign", "medium", "landing"] as const;

/** Spend, costs and return per source, campaign, medium and page: tables of their own beside the Sources report's. */
export function MoneyReportView({ report, period }: { report: MoneyReport; period: ReportPeriod }) {
  return (
    <Panel>
      {report.totals.spend === null ? (
        <p className="mb-6 max-w-prose text-sm text-muted-foreground">
          {copy.empty}{" "}
          <Link
            href="/settings/spend#upload"
            className="font-semibold text-primary underline underline-offset-2"
          >
            {copy.link}
          </Link>
        </p>
      ) : (
        <div className="mb-6 max-w-prose space-y-1 text-sm text-muted-foreground">
          <p>{copy.allocated}</p>
          {report.unallocated > 0 && (
            <p>{copy.unallocated(moneyText(report.unallocated, report.currency))}</p>
          )}
        </div>
      )}
      <div className="space-y-8">
        {ORDER.map((dimension) => (
          <MoneyTable key={dimension} dimension={dimension} report={report} period={period} />
        ))}
      </div>
    </Panel>
  );
}
