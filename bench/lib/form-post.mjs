// Builds the multipart body a browser without JavaScript sends to a form's server action.
import { hiddenActionInputs } from "../../tests/support/action-wire.mjs";

/** The hidden framework inputs of the first form on a page (action reference, bound state, key). */
export async function actionFields(base, path) {
  const response = await fetch(base + path);
  const fields = hiddenActionInputs(await response.text());
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
