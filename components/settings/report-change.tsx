import { reportsCopy, type Versus } from "@/content/reports";
import type { Change } from "@/lib/reports/compare";

const copy = reportsCopy.change;

/**
 * A figure's change against the previous period, in words, as the <dd> after its value; "—" (spoken as such) where
 * there is nothing to compare. Nothing at all without a previous period (all time).
 */
export function ChangeNote({ change, versus }: { change: Change; versus: Versus | null }) {
  if (!versus) return null;
  const text =
    change.kind === "none"
      ? null
      : change.kind === "new"
        ? `${copy.new}: ${copy.newNote(versus)}`
        : copy[change.kind](change.value, versus);
  return (
    <dd className="mt-1 text-xs text-muted-foreground">
      {text ?? (
        <>
          <span aria-hidden="true">{copy.none}</span>
          <span className="sr-only">{copy.noneSpoken}</span>
        </>
      )}
    </dd>
  );
}
