export const asText = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
export const asList = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : typeof value === "string" && value ? [value] : [];
