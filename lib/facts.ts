/**
 * A company fact is either the owner's own value or an example the site ships with, written `example(value)`.
 * Replacing `example("…")` with the plain value is the whole edit: the "Example" marks on the pages and the rows on
 * /settings' launch checklist follow from it.
 */
export type Example<T> = { readonly example: T };
export type Fact<T> = T | Example<T>;

export const example = <T>(value: T): Example<T> => ({ example: value });

export function isExample<T>(fact: Fact<T>): fact is Example<T> {
  return typeof fact === "object" && fact !== null && Object.keys(fact).length === 1 && "example" in fact;
}

export const factValue = <T>(fact: Fact<T>): T => (isExample(fact) ? fact.example : fact);

/** A value as a page shows it, with whether a visitor must be told it is an example. */
export type Marked<T> = { value: T; example: boolean };

export const marked = <T>(fact: Fact<T>): Marked<T> => ({ value: factValue(fact), example: isExample(fact) });

/** A person or record as a page shows it: its fields, and whether it is an example. */
export type Shown<T> = T & { example: boolean };

export const shown = <T extends object>(fact: Fact<T>): Shown<T> => ({
  ...factValue(fact),
  example: isExample(fact),
});
