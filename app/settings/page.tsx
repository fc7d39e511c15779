import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { Toaster } from "@/components/forms/toaster";
import { AdPlatforms } from "@/components/settings/ad-platforms";
import { AnalyticsCard } from "@/components/settings/analytics-card";
import { PrivacyRequests } from "@/components/settings/privacy-requests";
import { LeadDesk } from "@/components/settings/lead-desk";
import { ResponseTimesView } from "@/components/settings/response-times";
import { LaunchChecklist, LaunchWarning } from "@/components/settings/launch-checklist";
import { EmailLogTable } from "@/components/settings/email-log-table";
import { LeadsFilterNote } from "@/components/settings/leads-filter-note";
import { LeadsPagination } from "@/components/settings/leads-pagination";
import { LeadsStatusFilter } from "@/components/settings/leads-status-filter";
import { LeadsTable } from "@/components/settings/leads-table";
import { SettingsHeader } from "@/components/settings/settings-header";
import { SourcesReportView } from "@/components/settings/sources-report";
import { Panel, SettingsSection } from "@/components/settings/settings-section";
import { WebhookCard } from "@/components/settings/webhook-card";
import { WizardFunnels } from "@/components/settings/wizard-funnel";
import { buttonClasses } from "@/components/ui/button";
import { adPlatformsCopy } from "@/content/ad-platforms";
import { leadDeskCopy, leadStatusCopy } from "@/content/lead-status";
import { site } from "@/content/site";
import { privacyCopy } from "@/content/privacy-requests";
import { emailLogCopy, launchCopy, leadsCopy, settingsPage as copy } from "@/content/settings";
import { sourcesCopy } from "@/content/sources-report";
import { funnelCopy } from "@/content/wizard-funnel";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { getDb } from "@/lib/db";
import { GOOGLE_ADS_IMPORT_USER } from "@/lib/conversions/basic-auth";
import { ga4Destination, googleAdsImportSecret, metaDestination } from "@/lib/conversions/config";
import { GOOGLE_ADS_STEPS } from "@/lib/conversions/google-ads-csv";
import { recentConversions } from "@/lib/conversions/log-query";
import { gaMeasurementId, siteUrl } from "@/lib/env";
import { parsePeriod } from "@/lib/reports/period";
import { responseTimes } from "@/lib/reports/response-times";
import { sourcesReport } from "@/lib/reports/sources-query";
import { ROWS_SHOWN } from "@/lib/reports/sources-shape";
import { wizardFunnels } from "@/lib/reports/wizard-funnel";
import { lastPurge } from "@/lib/retention";
import { leadDesk } from "@/lib/settings/lead-desk";
import { launchChecklist, urgentChecks } from "@/lib/settings/launch-checklist";
import { isFiltered, leadFilterQuery, parseLeadFilter } from "@/lib/settings/leads-filter";
import { leadsPage, leadStatusCounts, parsePage } from "@/lib/settings/leads-query";
import { emailLog, recentDeliveries } from "@/lib/settings/logs-query";
import { formerOwnerEndpoints, maskSecret, readWebhookConfig } from "@/lib/settings/webhook-config";

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: false } };

// A plain link: the CSV comes from a route handler, not a page the router could render.
const csvLink = (href: string, label: string) => (
  <a href={href} download className={buttonClasses("secondary", "sm")}>
    {label}
  </a>
);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SettingsPage({ searchParams }: Props) {
  const owner = await requireOwnerOrRedirect();
  const db = await getDb();
  const checks = launchChecklist();
  const params = await searchParams;
  const period = parsePeriod(params.period);
  const leadFilter = parseLeadFilter(params);
  const now = new Date();
  const [
    config,
    deliveries,
    leads,
    emails,
    formerOwners,
    purge,
    sources,
    conversions,
    desk,
    times,
    statuses,
    funnels,
  ] = await Promise.all([
    readWebhookConfig(db, owner.id),
    recentDeliveries(db, owner.id),
    leadsPage(db, parsePage(params.page), undefined, leadFilter.filter, now),
    emailLog(db),
    currentOwnerIds(db).then((ids) => formerOwnerEndpoints(db, ids)),
    lastPurge(db),
    sourcesReport(db, { period, rowsPerTable: ROWS_SHOWN }),
    recentConversions(db),
    leadDesk(db, now),
    responseTimes(db, period, now),
    leadStatusCounts(db, leadFilter.filter, now),
    wizardFunnels(db, { period }),
  ]);
  const { sections } = copy;

  return (
    <Container className="space-y-12 py-10 sm:py-14">
      <SettingsHeader email={owner.email} />
      <LaunchWarning urgent={urgentChecks(checks)} />
      <SettingsSection {...sections.desk} description={leadDeskCopy.description(site.replyWithinHours)}>
        <LeadDesk desk={desk} />
      </SettingsSection>
      <div id={sections.setup.id} className="scroll-mt-20 border-t border-border pt-10">
        <h2 className="text-3xl font-extrabold">{sections.setup.title}</h2>
        <p className="mt-2 text-muted-foreground">{copy.lead}</p>
      </div>
      <SettingsSection {...sections.launch} description={launchCopy.description}>
        <LaunchChecklist checks={checks} purge={purge} />
      </SettingsSection>
      <SettingsSection {...sections.integrations}>
        <WebhookCard
          config={
            config && {
              url: config.webhookUrl,
              enabled: config.enabled,
              maskedSecret: maskSecret(config.signingSecret),
            }
          }
          deliveries={deliveries}
          formerOwners={formerOwners}
        />
      </SettingsSection>
      <SettingsSection {...sections.analytics}>
        <AnalyticsCard measurementId={gaMeasurementId()} />
      </SettingsSection>
      <SettingsSection {...sections.adPlatforms} description={adPlatformsCopy.description}>
        <AdPlatforms
          on={{ ga4: Boolean(ga4Destination()), meta: Boolean(metaDestination()) }}
          steps={GOOGLE_ADS_STEPS}
          importUrl={
            googleAdsImportSecret()
              ? `${siteUrl()}/api/google-ads/conversions.csv?status=${GOOGLE_ADS_STEPS[0]}&name=Lead`
              : undefined
          }
          importUser={GOOGLE_ADS_IMPORT_USER}
          conversions={conversions}
        />
      </SettingsSection>
      <SettingsSection
        {...sections.sources}
        description={sourcesCopy.description}
        actions={csvLink(`/settings/sources.csv?period=${period}`, sourcesCopy.export)}
      >
        <SourcesReportView report={sources} />
        <div className="mt-6">
          <ResponseTimesView times={times} />
        </div>
      </SettingsSection>
      <SettingsSection
        {...funnelCopy.section}
        description={`${sourcesCopy.periods[period]}. ${funnelCopy.description}`}
      >
        <WizardFunnels funnels={funnels} />
      </SettingsSection>
      <SettingsSection
        {...sections.leads}
        description={`${leadsCopy.description} ${copy.timeZoneNote}`}
        actions={csvLink("/settings/leads.csv", leadsCopy.export)}
      >
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
          <LeadsPagination {...leads} query={leadFilterQuery(leadFilter.filter)} />
        </Panel>
      </SettingsSection>
      <SettingsSection {...sections.emailLog} description={emailLogCopy.description}>
        <Panel>
          <EmailLogTable rows={emails} />
        </Panel>
      </SettingsSection>
      <SettingsSection {...sections.privacy} description={privacyCopy.description}>
        <PrivacyRequests />
      </SettingsSection>
      <Toaster />
    </Container>
  );
}
