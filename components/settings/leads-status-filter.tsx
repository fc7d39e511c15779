import { leadStatusCopy as copy } from "@/content/lead-status";
import { cn } from "@/lib/cn";
import type { LeadStatus } from "@/lib/db/schema";
import { leadFilterQuery, type ParsedLeadFilter } from "@/lib/settings/leads/filter";

type Props = ParsedLeadFilter & { counts: Partial<Record<LeadStatus, number>> };

const STATUSES = Object.keys(copy.labels) as LeadStatus[];

/** Links, not a script: each narrows the list to one status, keeping the other filters. */
export function LeadsStatusFilter({ filter, counts, statusIgnored }: Props) {
  const href = (status?: LeadStatus) => {
    const query = leadFilterQuery({ ...filter, status });
    return query.size > 0 ? `/settings/leads?${query}` : "/settings/leads";
  };
  const all = STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const links = [
    { key: "all", label: copy.filter.count(copy.filter.all, all), href: href(), current: !filter.status },
    ...STATUSES.map((status) => ({
      key: status,
      label: copy.filter.count(copy.labels[status], counts[status] ?? 0),
      href: href(status),
      current: filter.status === status,
    })),
  ];
  return (
    <nav aria-label={copy.filter.label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={cn(
                "inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium",
                link.current
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card text-foreground hover:bg-muted",
              )}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {statusIgnored && <p className="mt-2 text-sm text-muted-foreground">{copy.filter.ignored}</p>}
    </nav>
  );
}
