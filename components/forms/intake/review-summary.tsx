import { intakeSolutions, painPoints } from "@/content/forms";
import { intakeForm as copy } from "@/content/intake-form";
import type { IntakeField } from "@/lib/forms/intake";

type Props = { values: Partial<Record<IntakeField, unknown>>; onEdit: (step: number) => void };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const labelsFor = (options: readonly { id: string; label: string }[], ids: unknown) =>
  options.filter((o) => Array.isArray(ids) && ids.includes(o.id)).map((o) => o.label);

/** What the visitor chose, for a last look before submitting; only with JavaScript. */
export function ReviewSummary({ values, onEdit }: Props) {
  const rows = [
    {
      step: 0,
      term: copy.summary.contact,
      items: [values.businessName, values.contactName, values.email, values.phone].map(text).filter(Boolean),
    },
    { step: 1, term: copy.summary.challenges, items: labelsFor(painPoints, values.painPoints) },
    { step: 2, term: copy.summary.solutions, items: labelsFor(intakeSolutions, values.selectedSolutions) },
    { step: 3, term: copy.summary.preferredTime, items: [text(values.preferredTime)].filter(Boolean) },
  ];
  return (
    <dl
      data-wizard-js
      aria-label={copy.summary.label}
      className="divide-y divide-border rounded-xl border border-border"
    >
      {rows.map((row) => (
        <div key={row.term} className="p-4">
          <dt className="flex items-center justify-between gap-4 text-sm font-semibold text-muted-foreground">
            {row.term}
            <button
              type="button"
              onClick={() => onEdit(row.step)}
              className="-my-1 shrink-0 rounded-md px-2 py-1 font-semibold text-primary hover:bg-muted"
            >
              {copy.summary.edit}
              <span className="sr-only"> {row.term}</span>
            </button>
          </dt>
          <dd className="mt-1">
            <ul className="space-y-0.5 break-words text-foreground">
              {row.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
