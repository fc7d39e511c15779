// Builds the multipart body a browser without JavaScript sends to a form's server action.

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The hidden framework inputs of the first form on a page (action reference, bound state, key). */
export async function actionFields(base, path) {
  const response = await fetch(base + path);
  const html = await response.text();
  const fields = {};
  for (const m of html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)) {
    fields[decode(m[1])] = decode(m[2] ?? "");
  }
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { fields, cookies };
}

export function multipart(fields, values) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(values)) for (const item of [v].flat()) form.append(k, item);
  return form;
}
