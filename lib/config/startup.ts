import "server-only";
import { readFileSync } from "node:fs";
import { databaseLink, PEM_CERTIFICATE } from "./database-link";
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
  errors.push(...rootCertificateProblems(source));
  for (const warning of warnings) print("warn", "config_warning", warning, "Configuration warning");
  if (!errors.length) return;
  for (const error of errors) print("error", "config_invalid", error, "Invalid configuration");
  process.exit(1);
}

/** The CA file DATABASE_URL names (sslrootcert) must be there and hold a certificate, or no connection could be checked. */
export function rootCertificateProblems(source: Record<string, string | undefined>): ConfigProblem[] {
  const link = source.DATABASE_URL ? databaseLink(source.DATABASE_URL) : undefined;
  const file = link && "rootCert" in link ? link.rootCert : undefined;
  if (!file || file === "system") return [];
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [{ variable: "DATABASE_URL", rule: `sslrootcert=${file} cannot be read` }];
  }
  return PEM_CERTIFICATE.test(text)
    ? []
    : [{ variable: "DATABASE_URL", rule: `sslrootcert=${file} holds no PEM certificate` }];
}
