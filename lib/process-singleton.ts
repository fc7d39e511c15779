import "server-only";
/** One value per process: each Next bundle has its own module variables, and `next dev` reloads modules. */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`profit-for-people.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
