import "server-only";
import { problemLine, startupReport, type ConfigProblem } from "./schema";

const production = () => process.env.NODE_ENV === "production";

/** Production logs are one JSON object per line; `next dev` prints the same text plainly. */
function print(level: "error" | "warn", event: string, problem: ConfigProblem, prefix: string) {
  const message = `${prefix}: ${problemLine(problem)}`;
  const line = production() ? JSON.stringify({ event, variable: problem.variable, message }) : message;
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Runs first at server start: one line per problem; any error exits before a request gets a 500. */
export function checkConfigurationAtStart(source: Record<string, string | undefined> = process.env): void {
  const { errors, warnings } = startupReport(source);
  for (const warning of warnings) print("warn", "config_warning", warning, "Configuration warning");
  if (!errors.length) return;
  for (const error of errors) print("error", "config_invalid", error, "Invalid configuration");
  process.exit(1);
}
