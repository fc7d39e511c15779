import "server-only";
/** Server actions are public endpoints: a client can call one with any arguments, not only the form's FormData. */
export const isFormData = (value: unknown): value is FormData => value instanceof FormData;

/** Echoed values are capped so a hostile post cannot make the re-rendered page huge. */
const ECHO_LIMIT = 5000;

// FormData to a plain object in one pass over its entries (a get() per key would read the whole list for each):
// first value per field, all string values of list fields, no files. Object.fromEntries keeps a field named
// __proto__ an ordinary key.
export function formDataToObject(
  formData: FormData,
  listFields: readonly string[] = [],
): Record<string, unknown> {
  const lists = new Set(listFields);
  const fields = new Map<string, string | string[]>();
  for (const [key, value] of formData) {
    const text = typeof value === "string" ? value : undefined;
    if (lists.has(key)) {
      const list = (fields.get(key) as string[] | undefined) ?? [];
      if (text !== undefined) list.push(text);
      fields.set(key, list);
    } else if (!fields.has(key)) fields.set(key, text ?? "");
  }
  return Object.fromEntries(fields);
}

/** The subset of submitted values worth echoing back into the form: known fields, strings, capped. */
export function echoValues(raw: Record<string, unknown>, fields: readonly string[]) {
  const values: Record<string, string | string[]> = {};
  for (const field of fields) {
    const value = Object.hasOwn(raw, field) ? raw[field] : undefined;
    if (typeof value === "string") values[field] = value.slice(0, ECHO_LIMIT);
    else if (Array.isArray(value))
      values[field] = value
        .filter((v) => typeof v === "string")
        .slice(0, 20)
        .map((v) => v.slice(0, 100));
  }
  return values;
}

export function firstErrors(fieldErrors: Record<string, string[] | undefined>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) if (messages?.[0]) errors[field] = messages[0];
  return errors;
}
