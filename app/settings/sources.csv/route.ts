import type { NextRequest } from "next/server";
import { sourcesCopy } from "@/content/sources-report";
import { getDb } from "@/lib/db";
import { parsePeriod } from "@/lib/reports/period";
import { sourcesCsv } from "@/lib/reports/sources-csv";
import { sourcesReport } from "@/lib/reports/sources-query";
import { filenameDate, ownerCsvResponse } from "@/lib/settings/csv-route";

/** The sources report of ?period= (default 30 days) as CSV, for the signed-in owner only. */
export async function GET(request: NextRequest) {
  const period = parsePeriod(request.nextUrl.searchParams.get("period") ?? undefined);
  const date = filenameDate();
  return ownerCsvResponse(request, sourcesCopy.csv.filename(period, date), async () =>
    sourcesCsv(await sourcesReport(await getDb(), { period })),
  );
}
