type Row = { label: string; value: string };

/** Label/value pairs; values are text (never markup), kept with their line breaks. */
export function DetailList({ rows }: { rows: Row[] }) {
  return (
    <dl className="divide-y divide-border">
      {rows.map((row, i) => (
        <div
          key={`${row.label}-${i}`}
          className="grid gap-1 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4"
        >
          <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap text-foreground">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
