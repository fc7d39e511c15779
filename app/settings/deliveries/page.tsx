import type { Metadata } from "next";
import { DeliveriesTable } from "@/components/settings/deliveries-table";
import { EmailLogTable } from "@/components/settings/email-log-table";
import { PageHeader } from "@/components/settings/page-header";
import { Panel, SettingsSection } from "@/components/settings/settings-section";
import { deliveriesCopy, emailLogCopy, ownerPages } from "@/content/settings";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { emailLog, recentDeliveries } from "@/lib/settings/deliveries/logs";

const copy = ownerPages.deliveries;
export const metadata: Metadata = { title: copy.title };

export default async function DeliveriesPage() {
  const owner = await requireOwnerOrRedirect();
  const db = await getDb();
  const [emails, webhooks] = await Promise.all([emailLog(db), recentDeliveries(db, owner.id)]);
  return (
    <div className="space-y-12">
      <PageHeader title={copy.title} description={copy.description} />
      <SettingsSection id="email-log" title={emailLogCopy.title} description={emailLogCopy.description}>
        <Panel>
          <EmailLogTable rows={emails} />
        </Panel>
      </SettingsSection>
      <SettingsSection
        id="webhook-deliveries"
        title={deliveriesCopy.section}
        description={deliveriesCopy.description}
      >
        <Panel>
          <DeliveriesTable rows={webhooks} />
        </Panel>
      </SettingsSection>
    </div>
  );
}
