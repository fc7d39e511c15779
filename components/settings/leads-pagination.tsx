import { ButtonLink } from "@/components/ui/button";
import { leadsCopy } from "@/content/settings";

const copy = leadsCopy.pagination;

/** `query`: the list's filters, kept on every page. */
type Props = { page: number; pageCount: number; total: number; query: URLSearchParams };

export function LeadsPagination({ page, pageCount, total, query }: Props) {
  const href = (to: number) => {
    const params = new URLSearchParams(query);
    if (to > 1) params.set("page", String(to));
    return params.size > 0 ? `/settings/leads?${params}` : "/settings/leads";
  };
  return (
    <nav aria-label={copy.label} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {copy.status(page, pageCount, total)}
      </p>
      {pageCount > 1 && (
        <div className="flex gap-2">
          {page > 1 && (
            <ButtonLink href={href(page - 1)} variant="secondary" size="sm" rel="prev">
              {copy.previous}
            </ButtonLink>
          )}
          {page < pageCount && (
            <ButtonLink href={href(page + 1)} variant="secondary" size="sm" rel="next">
              {copy.next}
            </ButtonLink>
          )}
        </div>
      )}
    </nav>
  );
}
