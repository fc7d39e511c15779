export const asText = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
export const asList = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : typeof value === "string" && value ? [value] : [];
/** Whether any answer is given: a non-empty text, a checked box, a chosen option. */
export const anyAnswer = (values: Record<string, unknown>) =>
  Object.values(values).some((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
