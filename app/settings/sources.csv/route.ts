import type { NextRequest } from "next/server";
import { sourcesCopy } from "@/content/sources-report";
import { getDb } from "@/lib/db";
import { parseReportPeriod, periodSlug, reportToday } from "@/lib/reports/range";
import { sourcesCsv } from "@/lib/reports/sources-csv";
import { readMoneySettings } from "@/lib/money/settings";
import { moneyFigures } from "@/lib/reports/money-query";
import { moneyTables } from "@/lib/reports/money-shape";
import { dayRange } from "@/lib/reports/range";
import { sourcesReport } from "@/lib/reports/sources-query";
import { filenameDate, ownerCsvResponse } from "@/lib/settings/csv-route";

/**
 * The sources report of the page's period (?period=, default 30 days, or a custom ?from=&to=, a bad range falling
 * back as on the page) as CSV, for the signed-in owner only.
 */
export async function GET(request: NextRequest) {
  const now = new Date();
  const params = Object.fromEntries(
    ["period", "from", "to"].map((key) => [key, request.nextUrl.searchParams.get(key) ?? undefined]),
  );
  const today = reportToday(now);
  const { period } = parseReportPeriod(params, today);
  return ownerCsvResponse(
    request,
    sourcesCopy.csv.filename(periodSlug(period), filenameDate(now)),
    async () => {
      const db = await getDb();
      const [report, figures] = await Promise.all([
        sourcesReport(db, { period, now }),
        readMoneySettings(db).then((money) => moneyFigures(db, dayRange(period, today), money)),
      ]);
      return sourcesCsv(report, moneyTables(figures));
    },
  );
}
