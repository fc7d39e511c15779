import type { Resolver } from "react-hook-form";
import type { z } from "zod";

/** A form's zod schema and resolver, loaded on first use so zod stays out of the page's first load. */
export function lazySchema<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  load: () => Promise<Schema>,
) {
  type SchemaResolver = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let schema: Promise<Schema> | undefined;
  let resolver: Promise<SchemaResolver> | undefined;
  const getSchema = () => (schema ??= load());
  const lazyResolver: SchemaResolver = async (...args) => {
    resolver ??= Promise.all([import("@hookform/resolvers/zod"), getSchema()]).then(
      ([{ zodResolver }, loaded]) => zodResolver(loaded as never) as unknown as SchemaResolver,
    );
    return (await resolver)(...args);
  };
  return { getSchema, resolver: lazyResolver };
}
