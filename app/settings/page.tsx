import type { Metadata } from "next";
import { AnalyticsCard } from "@/components/settings/analytics-card";
import { FormerAnchor } from "@/components/settings/former-anchor";
import { LaunchChecklist, LaunchWarning } from "@/components/settings/launch-checklist";
import { LeadDesk } from "@/components/settings/lead-desk";
import { PageHeader } from "@/components/settings/page-header";
import { SettingsSection } from "@/components/settings/settings-section";
import { WebhookCard } from "@/components/settings/webhook-card";
import { leadDeskCopy } from "@/content/lead-status";
import { site } from "@/content/site";
import { launchCopy, settingsPage as copy } from "@/content/settings";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { currentOwnerIds } from "@/lib/auth/current-owners";
import { getDb } from "@/lib/db";
import { gaMeasurementId } from "@/lib/env";
import { lastPurge } from "@/lib/retention";
import { companyFactChecks, launchChecklist, urgentChecks } from "@/lib/settings/launch-checklist";
import { currentFacts } from "@/lib/site-facts/current";
import { leadDesk } from "@/lib/settings/leads/desk";
import { formerOwnerEndpoints, maskSecret, readWebhookConfig } from "@/lib/settings/webhook/config";

export const metadata: Metadata = { title: copy.deskTitle };

/**
 * The desk: what needs the owner now (new leads, follow-ups due), then the site's setup as the spec keeps it here:
 * "Configure tracking and integrations for your website", the launch checklist, Integrations and Analytics.
 */
export default async function DeskPage() {
  const owner = await requireOwnerOrRedirect();
  const db = await getDb();
  const now = new Date();
  const [desk, config, formerOwners, purge, facts] = await Promise.all([
    leadDesk(db, now),
    readWebhookConfig(db, owner.id),
    currentOwnerIds(db).then((ids) => formerOwnerEndpoints(db, ids)),
    lastPurge(db),
    currentFacts(db),
  ]);
  const checks = launchChecklist(facts);
  const factChecks = companyFactChecks(facts);
  const { sections } = copy;
  return (
    <div className="space-y-12">
      <FormerAnchor />
      <LaunchWarning urgent={urgentChecks(checks)} facts={factChecks} />
      <section id="desk" aria-labelledby="desk-heading">
        <PageHeader
          id="desk-heading"
          title={copy.deskTitle}
          description={leadDeskCopy.description(site.replyWithinHours)}
        />
        <LeadDesk desk={desk} now={now} />
      </section>
      <div id={sections.setup.id} className="scroll-mt-20 space-y-10 border-t border-border pt-10">
        <div>
          <h2 className="text-3xl font-extrabold">{copy.title}</h2>
          <p className="mt-2 text-muted-foreground">{copy.lead}</p>
        </div>
        <SettingsSection {...sections.launch} description={launchCopy.description}>
          <LaunchChecklist checks={checks} purge={purge} facts={factChecks} />
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
            formerOwners={formerOwners}
          />
        </SettingsSection>
        <SettingsSection {...sections.analytics}>
          <AnalyticsCard measurementId={gaMeasurementId()} />
        </SettingsSection>
      </div>
    </div>
  );
}
