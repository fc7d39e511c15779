import { csvExport } from "@/content/settings";
import { getDb } from "@/lib/db";
import { ownerCsvResponse } from "@/lib/settings/csv-route";
import { leadsCsvStream } from "@/lib/settings/leads-csv";

export async function GET(request: Request) {
  const date = new Date().toISOString().slice(0, 10);
  return ownerCsvResponse(request, csvExport.filename(date), async () => leadsCsvStream(await getDb()));
}
