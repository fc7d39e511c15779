import { privacyCopy } from "@/content/privacy-requests";
import { getDb } from "@/lib/db";
import { isFormData } from "@/lib/forms/form-data";
import { logEvent } from "@/lib/log";
import { personExport } from "@/lib/privacy/export";
import { findPerson } from "@/lib/privacy/find";
import { parsePerson } from "@/lib/privacy/person";
import { filenameDate, ownerCsvResponse } from "@/lib/settings/csv-route";
import { textResponse } from "@/lib/text-response";

/** Everything stored about the posted address or number, as one JSON file (a POST: the address stays out of URLs). */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => undefined);
  const person = isFormData(form) ? parsePerson(form.get("person")) : undefined;
  if (!person) return textResponse(privacyCopy.invalid, 400);
  return ownerCsvResponse(
    request,
    privacyCopy.exportFilename(filenameDate()),
    async () => {
      const data = personExport(person, await findPerson(await getDb(), person));
      logEvent("info", "privacy_export", { leads: data.leads.length, deliveries: data.deliveries.length });
      return JSON.stringify(data, null, 2);
    },
    "application/json; charset=utf-8",
  );
}
