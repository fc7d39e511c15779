import { Portrait } from "@/components/ui/portrait";
import { AreaLine, Visual } from "./frame";
import { ItemText } from "@/components/ui/item-text";
import type { Photo } from "@/lib/site-facts/resolve";

export type FoundersScript = {
  alt: string;
  founders: readonly { name: string; role: string; photo?: Photo }[];
  chartTitle: string;
  /** Growth over the years, oldest first: the curve is drawn from these. */
  curve: readonly number[];
  facts: readonly { value: string; label: string }[];
};

/** The two founders and the track record they bring: the company they scaled, as a curve and two numbers. */
export function FoundersCard({ alt, founders, chartTitle, curve, facts }: FoundersScript) {
  return (
    <Visual alt={alt}>
      <div className="rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-lg sm:p-6">
        <ul className="grid gap-3">
          {founders.map((founder) => (
            <li key={founder.name} className="flex items-center gap-3">
              <Portrait name={founder.name} photo={founder.photo} className="size-12 text-base" />
              <ItemText
                title={founder.name}
                detail={founder.role}
                look="small"
                className="min-w-0 *:truncate"
              />
            </li>
          ))}
        </ul>
        <div className="mt-5 rounded-2xl bg-muted p-4">
          <p className="text-xs font-semibold text-muted-foreground">{chartTitle}</p>
          <AreaLine values={curve} width={240} height={96} className="mt-2 h-28 w-full" />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl border border-border px-3 py-2.5">
              <dt className="text-xs text-muted-foreground">{fact.label}</dt>
              <dd className="order-first font-display text-2xl font-extrabold text-primary">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Visual>
  );
}
