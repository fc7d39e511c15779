// Plain JavaScript: benches run it with plain node.
// Depends on how React 19.3 and Next 16.4 call a server action, for tests and benches that post as browsers do:
// without JavaScript a form carries hidden inputs named `$ACTION_…` (a reference to the action's descriptor
// `{id, bound}` and its bound arguments), which React strips before the action sees the FormData; with JavaScript
// the page sends a `Next-Action: <id>` header, each field under `_1_` and the argument list in part "0", where
// `$K1` stands for that FormData.

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The hidden framework inputs of a form page, as its form posts them without JavaScript. */
export function hiddenActionInputs(html) {
  const hidden = {};
  for (const m of html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)) {
    hidden[decode(m[1])] = decode(m[2] ?? "");
  }
  return hidden;
}

/** The id of the action those inputs post to, or "" when there is none. */
export function actionIdOf(hidden) {
  const reference = Object.entries(hidden).find(([name]) => name.endsWith(":0"))?.[1];
  return reference ? JSON.parse(reference).id : "";
}

/** The hidden inputs a form whose action has bound state (useActionState) posts, for action `id`. */
export function nativeActionInputs(id) {
  return {
    $ACTION_REF_1: "",
    "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
    "$ACTION_1:1": '[{"status":"idle"}]',
    $ACTION_KEY: "k0",
  };
}

/** The name a field goes under in a scripted call. */
export const scriptedFieldName = (name) => `_1_${name}`;

/** The argument list of a scripted call: the previous state, then the form's FormData. */
export const scriptedArguments = (state = { status: "idle" }) => JSON.stringify([state, "$K1"]);

/** The multipart entries of a scripted call with these fields (each a [name, value] pair). */
export function scriptedCallEntries(fields, state) {
  return [
    ...fields.map(([name, value]) => [scriptedFieldName(name), value]),
    ["0", scriptedArguments(state)],
  ];
}
