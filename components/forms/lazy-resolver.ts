import type { FieldValues, Resolver } from "react-hook-form";

/** A resolver loaded on the first check (a blur or a submit), so zod is not part of the page's first load. */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => (await (loaded ??= load()))(values, context, options);
}
