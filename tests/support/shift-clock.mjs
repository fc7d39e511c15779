// Loaded with --import into a server a test starts (never into the app itself): the server's clock reads
// E2E_CLOCK_OFFSET_MS ahead of the machine's, so a test sees "tomorrow" without waiting a day. Only Date moves:
// `Date.now()` and `new Date()` without arguments; a date built from a value is that value.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [realNow() + offset] : args, newTarget),
    apply: () => new RealDate(realNow() + offset).toString(),
    get: (target, key, receiver) =>
      key === "now" ? () => realNow() + offset : Reflect.get(target, key, receiver),
  });
}
