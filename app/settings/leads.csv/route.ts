import { csvExport } from "@/content/settings";
import { getDb } from "@/lib/db";
import { filenameDate, ownerCsvResponse } from "@/lib/settings/csv-route";
import { leadsCsvStream } from "@/lib/settings/leads/csv";

export async function GET(request: Request) {
  const date = filenameDate();
  return ownerCsvResponse(request, csvExport.filename(date), async () => leadsCsvStream(await getDb()));
}
