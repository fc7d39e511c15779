import { csvExport } from "@/content/settings";
import { getDb } from "@/lib/db";
import { filenameDate, ownerCsvResponse } from "@/lib/settings/csv-route";
import { leadsCsvStream } from "@/lib/settings/leads/csv";
import { parseLeadFilter } from "@/lib/settings/leads/filter";

/** The leads list as a spreadsheet, under the same filter as the list (the page links here with its query). */
export async function GET(request: Request) {
  const date = filenameDate();
  const { filter } = parseLeadFilter(Object.fromEntries(new URL(request.url).searchParams));
  return ownerCsvResponse(request, csvExport.filename(date), async () =>
    leadsCsvStream(await getDb(), filter),
  );
}
