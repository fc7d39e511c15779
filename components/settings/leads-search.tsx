import { Button, ButtonLink } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { leadsCopy } from "@/content/settings";
import { cn } from "@/lib/cn";
import { LEAD_KINDS, LEAD_SORTS, type LeadFilter } from "@/lib/settings/leads/filter";

const copy = leadsCopy.search;

type Props = { filter: LeadFilter; sources: string[]; carried: URLSearchParams };

const selectClasses = cn(inputClasses, "py-2 text-sm");

/**
 * Search, form, source and order as a plain GET form: it works without JavaScript, and the address it leads to is the
 * list's (a link to share, the CSV's filter). `carried`: the report's drill-down and the status, kept as they are.
 */
export function LeadsSearch({ filter, sources, carried }: Props) {
  const choices = filter.source && !sources.includes(filter.source) ? [filter.source, ...sources] : sources;
  return (
    <form
      method="get"
      action="/settings/leads"
      role="search"
      aria-label={copy.label}
      className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(9rem,1fr))_auto] lg:items-end"
    >
      {[...carried].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor="leads-q" className="block text-sm font-medium">
          {copy.q}
        </label>
        <input
          id="leads-q"
          type="search"
          name="q"
          defaultValue={filter.q ?? ""}
          placeholder={copy.qHint}
          maxLength={200}
          autoComplete="off"
          className={cn(inputClasses, "py-2 text-sm")}
        />
      </div>
      <FilterSelect
        name="kind"
        label={copy.kind}
        value={filter.kind ?? ""}
        options={[
          { value: "", label: copy.allKinds },
          ...LEAD_KINDS.map((kind) => ({ value: kind, label: leadsCopy.kinds[kind] })),
        ]}
      />
      <FilterSelect
        name="source"
        label={copy.source}
        value={filter.source ?? ""}
        options={[
          { value: "", label: copy.allSources },
          ...choices.map((source) => ({ value: source, label: source })),
        ]}
      />
      <FilterSelect
        name="sort"
        label={copy.sort}
        value={filter.sort ?? "newest"}
        options={LEAD_SORTS.map((sort) => ({ value: sort, label: copy.sorts[sort] }))}
      />
      <div className="flex gap-2">
        <Button type="submit" className="h-10">
          {copy.submit}
        </Button>
        <ButtonLink href="/settings/leads" variant="secondary" className="h-10">
          {copy.clear}
        </ButtonLink>
      </div>
    </form>
  );
}

type FilterSelectProps = {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
};

/** One of the form's labelled choices. */
function FilterSelect({ name, label, value, options }: FilterSelectProps) {
  const id = `leads-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={selectClasses}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The parameters the search form does not show but keeps: the report's drill-down (but its source) and the status. */
export function carriedParams(query: URLSearchParams): URLSearchParams {
  const carried = new URLSearchParams(query);
  for (const key of ["q", "kind", "source", "sort", "page"]) carried.delete(key);
  return carried;
}
