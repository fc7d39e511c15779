import fc from "fast-check";

/** One request as sent on the wire; `body` is raw bytes, so it may be anything but valid. */
export type Shot = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What kind of request this is, for counting and for the failure message. */
  kind: string;
};
export type Answer = { status: number; headers: Headers; text: string };

const IN_FLIGHT = 16;
const TIMEOUT_MS = 20_000;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;

/** The request in one line: its body as Latin-1 (bytes stay bytes), long runs cut. */
function describeShot(shot: Shot): string {
  const body = shot.body
    ? JSON.stringify(shot.body.toString("latin1").replace(/(.)\1{40,}/gs, (run, c) => `${c}×${run.length}`))
    : "none";
  return `${shot.kind}: ${shot.method} ${clip(shot.path, 300)} ${clip(JSON.stringify(shot.headers), 600)} body ${clip(body, 3000)}`;
}

/** Shots print as one readable line in fast-check's counterexamples, however big their bodies. */
export const shotArbitrary = (arbitrary: fc.Arbitrary<Shot>) =>
  arbitrary.map((shot) => Object.assign(shot, { [fc.toStringMethod]: () => describeShot(shot) }));

export async function send(base: string, shot: Shot): Promise<Answer> {
  const response = await fetch(base + shot.path, {
    method: shot.method,
    headers: shot.headers,
    // A copy each time: fetch may take the buffer over, and a shrinking run sends the same shot again.
    body: shot.body && !["GET", "HEAD"].includes(shot.method) ? new Uint8Array(shot.body) : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function failed(shot: Shot, reason: string): never {
  throw new Error(`${describeShot(shot)}\n  -> ${reason}`);
}

export type Tally = { sent: number; byOutcome: Map<string, number> };

/**
 * Sends `count` shots drawn from `arbitrary`, IN_FLIGHT at a time over keep-alive connections, and checks each
 * answer; a failing batch is shrunk to the smallest shots that still fail. `outcome` names what happened, for the
 * tally the test prints and asserts on.
 */
export async function bombard(
  base: string,
  arbitrary: fc.Arbitrary<Shot>,
  check: (shot: Shot, answer: Answer) => string,
  count: number,
): Promise<Tally> {
  const tally: Tally = { sent: 0, byOutcome: new Map() };
  const seed = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;
  const batch = fc.array(shotArbitrary(arbitrary), { minLength: IN_FLIGHT, maxLength: IN_FLIGHT });
  await fc.assert(
    fc.asyncProperty(batch, async (shots) => {
      const answers = await Promise.all(
        shots.map((shot) =>
          send(base, shot).catch((error: Error) => failed(shot, `no answer: ${error.message}`)),
        ),
      );
      shots.forEach((shot, i) => {
        let outcome: string;
        try {
          outcome = check(shot, answers[i]!);
        } catch (error) {
          failed(shot, (error as Error).message);
        }
        tally.byOutcome.set(outcome, (tally.byOutcome.get(outcome) ?? 0) + 1);
      });
      tally.sent += shots.length;
    }),
    { numRuns: Math.ceil(count / IN_FLIGHT), seed, endOnFailure: false },
  );
  return tally;
}

export const summary = (tally: Tally) =>
  [...tally.byOutcome]
    .sort((a, b) => b[1] - a[1])
    .map(([outcome, n]) => `${outcome} ${n}`)
    .join(", ");
