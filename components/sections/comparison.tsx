import type { CSSProperties } from "react";
import type { Card } from "@/content/types";
import { IconTile } from "@/components/ui/icon";

export type Compared = Card & { terms: readonly string[] };

type Props = { options: readonly Compared[]; rows: readonly string[]; label?: string };

/**
 * Options side by side with the same questions answered for each, row by row (a subgrid keeps the rows level across
 * the columns); stacked on phones, each option keeping its own answers.
 */
export function Comparison({ options, rows, label }: Props) {
  const span = { "--rows": rows.length + 2 } as CSSProperties;
  return (
    <ul data-layout="comparison" aria-label={label} className="grid gap-5 md:grid-cols-3">
      {options.map((option) => (
        <li
          key={option.title}
          style={span}
          className="grid rounded-2xl border border-border bg-card p-6 shadow-sm md:row-span-(--rows) md:grid-rows-subgrid"
        >
          <div>
            {option.icon && <IconTile name={option.icon} className="size-11" />}
            <h3 className="mt-4 text-xl font-bold">{option.title}</h3>
            {option.tagline && <p className="mt-1 text-sm font-semibold text-accent">{option.tagline}</p>}
          </div>
          <p className="mt-3 text-muted-foreground">{option.description}</p>
          <dl className="contents">
            {rows.map((row, r) => (
              <div key={row} className="mt-4 border-t border-border pt-4">
                <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{row}</dt>
                <dd className="mt-1 font-medium">{option.terms[r]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
