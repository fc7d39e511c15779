import type { Metadata } from "next";
import { CsvLink } from "@/components/settings/csv-link";
import { LeadsFilterNote } from "@/components/settings/leads-filter-note";
import { LeadsPagination } from "@/components/settings/leads-pagination";
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
import { leadsPage, leadStatusCounts, parsePage } from "@/lib/settings/leads/query";

const copy = ownerPages.leads;
export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeadsPage({ searchParams }: Props) {
  await requireOwnerOrRedirect();
  const db = await getDb();
  const params = await searchParams;
  const leadFilter = parseLeadFilter(params);
  const now = new Date();
  const [leads, statuses] = await Promise.all([
    leadsPage(db, parsePage(params.page), undefined, leadFilter.filter, now),
    leadStatusCounts(db, leadFilter.filter, now),
  ]);
  const query = leadFilterQuery(leadFilter.filter);
  return (
    <div id="leads">
      <PageHeader
        title={copy.title}
        description={`${leadsCopy.description} ${settingsPage.timeZoneNote}`}
        actions={
          <CsvLink href={`/settings/leads.csv${query.size ? `?${query}` : ""}`} label={leadsCopy.export} />
        }
      />
      <Panel>
        <LeadsFilterNote {...leadFilter} />
        <LeadsStatusFilter {...leadFilter} counts={statuses} />
        <LeadsTable
          items={leads.items}
          now={now}
          empty={
            isFiltered(leadFilter.filter)
              ? sourcesCopy.filter.none
              : leadFilter.filter.status &&
                leadStatusCopy.filter.none(leadStatusCopy.labels[leadFilter.filter.status])
          }
        />
        <LeadsPagination {...leads} query={query} />
      </Panel>
    </div>
  );
}
