import { deliveryLabels } from "@/content/deliveries";
import { jobStatusLabels, leadDetailCopy } from "@/content/settings";
import { formatTime } from "@/lib/time-format";
import type { JobWithAttempts } from "@/lib/settings/leads/detail";
import { StatusBadge, toneOf } from "./status-badge";

const copy = leadDetailCopy.job;

/** "n of m attempts" only while more may follow: a job sent, failed for good or not sent has its list below. */
export const willRetry = (job: { status: string; attempts: number }) =>
  job.attempts > 0 && (job.status === "pending" || job.status === "running");

export function JobList({ jobs }: { jobs: JobWithAttempts[] }) {
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">{leadDetailCopy.noJobs}</p>;
  return (
    <ul className="space-y-4">
      {jobs.map(({ job, attempts }) => {
        const target = job.summary.to ?? job.summary.url;
        return (
          <li key={job.id} className="rounded-xl border border-border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {[deliveryLabels[job.type], job.summary.event].filter(Boolean).join(": ")}
              </p>
              <StatusBadge tone={toneOf(job.status)}>{jobStatusLabels[job.status]}</StatusBadge>
            </div>
            <p className="mt-1 text-sm wrap-anywhere text-muted-foreground">
              {[target, willRetry(job) && copy.attempts(job.attempts, job.maxAttempts)]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {attempts.length === 0 ? (
              // A job recorded as not sent when it was written (an unsubscribe, Global Privacy Control) says why.
              <p className="mt-2 text-sm text-muted-foreground">{job.lastError ?? copy.noAttempts}</p>
            ) : (
              <ol className="mt-3 space-y-1 text-sm">
                {attempts.map((attempt) => (
                  <li key={attempt.id} className="break-words">
                    <span className="font-medium">{copy.attempt(attempt.attempt)}</span>
                    {" · "}
                    {formatTime(attempt.startedAt)}
                    {" · "}
                    <span className={attempt.ok ? "text-accent" : "text-danger"}>
                      {attempt.ok ? copy.ok : copy.failed}
                    </span>
                    {attempt.httpStatus !== null && ` · HTTP ${attempt.httpStatus}`}
                    {` · ${attempt.durationMs} ms`}
                    {attempt.error && <span className="block text-muted-foreground">{attempt.error}</span>}
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ul>
  );
}
