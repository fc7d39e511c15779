import type { ReactNode } from "react";

/** An owner page's title and what it is for; `actions` (a download, a button) beside it on wide screens. */
export function PageHeader({
  title,
  description,
  actions,
  id,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The heading's id, for a region it names. */
  id?: string;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 id={id} className="text-3xl font-extrabold break-words sm:text-4xl">
          {title}
        </h1>
        {description && <p className="mt-2 max-w-3xl text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
