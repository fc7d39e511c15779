import { Icon } from "@/components/ui/icon";
import { Visual } from "./frame";

export type DocumentScript = { alt: string; title: string; items: readonly string[] };

/** A legal page's outline on a sheet: what the document covers, at a glance. */
export function DocumentCard({ alt, title, items }: DocumentScript) {
  return (
    <Visual alt={alt} className="max-w-sm">
      <div className="rotate-1 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-lg">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-soft text-primary">
            <Icon name="fileText" className="size-4" />
          </span>
          {title}
        </p>
        <ul className="mt-4 space-y-2 text-xs">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-2.5">
              <Icon name="check" className="size-3.5 shrink-0 text-accent" />
              <span className="truncate">{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-5 space-y-2" aria-hidden="true">
          <span className="block h-2 w-full rounded-full bg-muted" />
          <span className="block h-2 w-5/6 rounded-full bg-muted" />
          <span className="block h-2 w-2/3 rounded-full bg-muted" />
        </div>
      </div>
    </Visual>
  );
}
