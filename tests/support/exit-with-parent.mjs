// Loaded (--import) into servers that tests and benchmarks start: when the process that started one dies, even by
// SIGKILL (a timed-out test's worker), its end of this pipe closes and the server goes too, instead of holding its
// port for the next test. Unreferenced, so it never keeps a server alive on its own.
process.stdin.on("end", () => process.kill(process.pid, "SIGKILL"));
process.stdin.resume();
process.stdin.unref?.();
