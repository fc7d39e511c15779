// Tests, scripts and benchmarks run server modules under plain Node, where the real `server-only` refuses to load
// (it is meant to fail a client bundle); vitest.config.mts and tsconfig.node.json point the import here.
export {};
