import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { reportsCopy } from "@/content/reports";
import { sourcesCopy } from "@/content/sources-report";
import { cn } from "@/lib/cn";
import { periodName, rangeText } from "@/lib/reports/names";
import { PERIODS } from "@/lib/reports/period";
import {
  dayRange,
  EARLIEST_DAY,
  isCustom,
  periodLength,
  previousPeriod,
  type PeriodChoice,
} from "@/lib/reports/range";

const copy = reportsCopy.range;
const PROBLEM_ID = "range-problem";

type Props = { choice: PeriodChoice; today: string };

/**
 * The period: preset links, and a custom range as a GET form of two date fields (no JavaScript needed); a range the
 * server refused is named here with the period shown instead. Below, the days shown and those compared with.
 */
export function ReportPeriod({ choice: { period, problem, typed }, today }: Props) {
  const { first, last } = dayRange(period, today);
  const previous = previousPeriod(period, today);
  const values = typed ?? { from: first ?? "", to: last };
  const fieldProps = {
    custom: isCustom(period),
    invalid: problem ? ({ "aria-invalid": true, "aria-describedby": PROBLEM_ID } as const) : {},
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label={sourcesCopy.periodLabel}>
          <ul className="flex flex-wrap gap-2">
            {PERIODS.map((option) => (
              <li key={option}>
                <Link
                  href={`/settings/reports?period=${option}`}
                  aria-current={option === period ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium",
                    option === period
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-border bg-card text-foreground hover:bg-muted",
                  )}
                >
                  {sourcesCopy.periods[option]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Keyed by its dates: after a preset link's client-side navigation the fields show the new period. */}
        <form
          key={`${values.from}/${values.to}/${problem ?? ""}`}
          method="get"
          action="/settings/reports"
          aria-labelledby="range-legend"
          className="flex flex-wrap items-end gap-2"
        >
          <span id="range-legend" className="w-full text-sm font-semibold">
            {copy.legend}
          </span>
          <DateField name="from" label={copy.from} value={values.from} max={today} {...fieldProps} />
          <DateField name="to" label={copy.to} value={values.to} max={today} {...fieldProps} />
          <button type="submit" className={buttonClasses(isCustom(period) ? "primary" : "secondary", "sm")}>
            {copy.submit}
          </button>
        </form>
      </div>
      {problem && (
        <p id={PROBLEM_ID} role="alert" className="text-sm font-medium text-danger">
          {copy.problems[problem]} {copy.fallback(periodName(period))}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {first === null ? copy.allTime : copy.showing(rangeText(first, last))}{" "}
        {previous
          ? copy.comparedWith(rangeText(previous.from, previous.to), periodLength(period, today)!)
          : copy.noComparison}
      </p>
    </div>
  );
}

type DateFieldProps = {
  name: "from" | "to";
  label: string;
  value: string;
  max: string;
  custom: boolean;
  invalid: { "aria-invalid"?: true; "aria-describedby"?: string };
};

/** One end of the custom range: a labelled date field, outlined while a custom range is shown. */
function DateField({ name, label, value, max, custom, invalid }: DateFieldProps) {
  return (
    <label className="text-sm">
      <span className="mb-1 block text-muted-foreground">{label}</span>
      <input
        type="date"
        name={name}
        required
        min={EARLIEST_DAY}
        max={max}
        defaultValue={value}
        className={cn(inputClasses, "w-auto py-1.5 text-sm", custom && "border-primary")}
        {...invalid}
      />
    </label>
  );
}
