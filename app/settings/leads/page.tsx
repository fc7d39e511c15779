import type { Metadata } from "next";
import { CsvLink } from "@/components/settings/csv-link";
import { LeadsFilterNote } from "@/components/settings/leads-filter-note";
import { LeadsPagination } from "@/components/settings/leads-pagination";
import { carriedParams, LeadsSearch } from "@/components/settings/leads-search";
import { LeadsStatusFilter } from "@/components/settings/leads-status-filter";
import { LeadsTable } from "@/components/settings/leads-table";
import { PageHeader } from "@/components/settings/page-header";
import { Panel } from "@/components/settings/settings-section";
import { leadStatusCopy } from "@/content/lead-status";
import { leadsCopy, ownerPages, settingsPage } from "@/content/settings";
import { sourcesCopy } from "@/content/sources-report";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { isFiltered, leadFilterQuery, parseLeadFilter } from "@/lib/settings/leads/filter";
import { leadSources, leadsPage, leadStatusCounts, parsePage } from "@/lib/settings/leads/query";

const copy = ownerPages.leads;
export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeadsPage({ searchParams }: Props) {
  await requireOwnerOrRedirect();
  const db = await getDb();
  const params = await searchParams;
  const leadFilter = parseLeadFilter(params);
  const now = new Date();
  const { filter } = leadFilter;
  const [leads, statuses, sources] = await Promise.all([
    leadsPage(db, parsePage(params.page), undefined, filter, now),
    leadStatusCounts(db, filter, now),
    leadSources(db),
  ]);
  const query = leadFilterQuery(filter);
  // The download is the list's leads: the same filter, in the file's own order.
  const csvQuery = new URLSearchParams(query);
  csvQuery.delete("sort");
  return (
    <div id="leads">
      <PageHeader
        title={copy.title}
        description={`${leadsCopy.description} ${settingsPage.timeZoneNote}`}
        actions={
          <CsvLink
            href={`/settings/leads.csv${csvQuery.size ? `?${csvQuery}` : ""}`}
            label={leadsCopy.export}
          />
        }
      />
      <Panel>
        <LeadsSearch filter={filter} sources={sources} carried={carriedParams(query)} />
        <LeadsFilterNote {...leadFilter} />
        <LeadsStatusFilter {...leadFilter} counts={statuses} />
        <LeadsTable
          items={leads.items}
          now={now}
          empty={
            filter.q || filter.kind
              ? leadsCopy.search.none
              : isFiltered(filter)
                ? sourcesCopy.filter.none
                : filter.status && leadStatusCopy.filter.none(leadStatusCopy.labels[filter.status])
          }
        />
        <LeadsPagination {...leads} query={query} />
      </Panel>
    </div>
  );
}
