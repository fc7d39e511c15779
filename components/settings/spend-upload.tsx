import { buttonClasses } from "@/components/ui/button";
import { inputClasses, TextField } from "@/components/ui/field";
import { moneyCopy } from "@/content/money";
import { moneyText } from "@/lib/money/currency";
import type { spendImports } from "@/lib/db/schema";
import { cn } from "@/lib/cn";

const copy = moneyCopy.upload;
type Import = typeof spendImports.$inferSelect;

/** The outcome of the upload just made: what was imported and which campaigns matched nothing, or why none was. */
function Outcome({ outcome, currency }: { outcome: Import; currency: string }) {
  const days =
    outcome.firstDay && outcome.lastDay
      ? Math.round((Date.parse(outcome.lastDay) - Date.parse(outcome.firstDay)) / 86_400_000) + 1
      : 0;
  return (
    <div
      role={outcome.ok ? "status" : "alert"}
      className={cn(
        "rounded-lg border p-4 text-sm text-foreground",
        outcome.ok ? "border-accent/40 bg-accent-soft" : "border-danger/40 bg-danger/10",
      )}
      data-spend-outcome={outcome.ok ? "imported" : "refused"}
    >
      {outcome.ok ? (
        <p className="font-semibold">
          {copy.result.imported(outcome.rows, days, moneyText(outcome.amount, currency))}
        </p>
      ) : (
        <p className="font-semibold">{copy.result.refused}</p>
      )}
      {outcome.problems.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {outcome.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {outcome.unmatched.length > 0 && (
        <>
          <p className="mt-2">{copy.result.unmatched}</p>
          <ul className="mt-1 list-disc pl-5" data-unmatched>
            {outcome.unmatched.map((campaign) => (
              <li key={campaign} className="wrap-anywhere">
                {campaign}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A plain multipart form post (no JavaScript needed) to the upload route, which sends the browser back here. */
export function SpendUpload({ outcome, currency }: { outcome?: Import; currency: string }) {
  return (
    <div className="space-y-5">
      {outcome && <Outcome outcome={outcome} currency={currency} />}
      <form
        method="post"
        action="/settings/spend/upload"
        encType="multipart/form-data"
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          id="spend-source"
          name="source"
          label={copy.source}
          hint={copy.sourceHint}
          list="spend-sources"
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
        />
        <datalist id="spend-sources">
          {["google", "facebook", "instagram", "bing", "linkedin"].map((source) => (
            <option key={source} value={source} />
          ))}
        </datalist>
        <div className="space-y-1.5">
          <label htmlFor="spend-file" className="block text-sm font-medium text-foreground">
            {copy.file}
          </label>
          <p id="spend-file-hint" className="text-sm text-muted-foreground">
            {copy.fileHint}
          </p>
          <input
            id="spend-file"
            name="file"
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
            required
            aria-describedby="spend-file-hint"
            className={cn(inputClasses, "py-1.5")}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses("primary", "sm")}>
            {copy.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
