/**
 * One value per Node process. Next compiles instrumentation, the proxy and each route into separate bundles, each
 * with its own copy of a module's top-level variables, and `next dev` reloads modules; anything that must exist
 * once (the database handle, the delivery loop, the sweeper's timer, the email rate limiter, shutdown) lives here.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`profit-for-people.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
