import { ButtonLink } from "@/components/ui/button";
import { sourcesCopy } from "@/content/sources-report";
import { periodPhrase, rowName } from "@/lib/reports/names";
import { DIMENSIONS } from "@/lib/reports/sources-shape";
import type { ParsedLeadFilter } from "@/lib/settings/leads/filter";

const copy = sourcesCopy.filter;

/** Says which drill-down filter narrows the leads list (or which one was ignored), with a way back to all leads. */
export function LeadsFilterNote({ filter, ignored }: ParsedLeadFilter) {
  const parts = DIMENSIONS.flatMap((key) => {
    const value = filter[key];
    return value === undefined ? [] : [`${copy.keys[key]} “${rowName(key, value)}”`];
  });
  if (parts.length === 0 && ignored.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-border bg-muted p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-1">
        {parts.length > 0 && <p>{copy.showing(parts, filter.period && periodPhrase(filter.period))}</p>}
        {ignored.length > 0 && <p>{copy.ignored(ignored.map((key) => copy.keys[key]))}</p>}
      </div>
      <ButtonLink href="/settings/leads" variant="secondary" size="sm">
        {copy.clear}
      </ButtonLink>
    </div>
  );
}
