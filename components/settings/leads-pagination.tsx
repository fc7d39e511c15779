import { ButtonLink } from "@/components/ui/button";
import { leadsCopy } from "@/content/settings";

const copy = leadsCopy.pagination;
const href = (page: number) => (page <= 1 ? "/settings#leads" : `/settings?page=${page}#leads`);

export function LeadsPagination({
  page,
  pageCount,
  total,
}: {
  page: number;
  pageCount: number;
  total: number;
}) {
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
