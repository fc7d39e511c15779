/** Runs a task `runs` times one after another: the median and the slowest, in milliseconds. */
export async function timeRuns(runs: number, task: (run: number) => Promise<unknown>) {
  const took: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await task(run);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return { median: took[Math.floor(took.length / 2)]!, max: took.at(-1)! };
}
