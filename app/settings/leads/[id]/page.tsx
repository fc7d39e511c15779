import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Container } from "@/components/layout/container";
import { DetailList } from "@/components/settings/detail-list";
import { JobList } from "@/components/settings/job-list";
import { Panel, SettingsSection } from "@/components/settings/settings-section";
import { leadDetailCopy as copy, leadsCopy } from "@/content/settings";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { attributionRows, recordRows, submissionRows } from "@/lib/leads/fields";
import { leadDetail } from "@/lib/settings/lead-detail";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Lead", robots: { index: false, follow: false } };

export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwnerOrRedirect();
  const detail = await leadDetail(await getDb(), (await params).id);
  if (!detail) notFound();
  const { lead, jobs } = detail;
  const attribution = attributionRows(lead);

  return (
    <Container className="space-y-10 py-10 sm:py-14">
      <header className="border-b border-border pb-6">
        <Link href="/settings#leads" className="text-sm font-medium text-primary hover:underline">
          ← {copy.back}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold break-words sm:text-4xl">{copy.titleFor(lead.name)}</h1>
        <p className="mt-2 wrap-anywhere text-muted-foreground">
          {leadsCopy.kinds[lead.kind]} · {lead.email}
        </p>
      </header>
      <SettingsSection id="submission" title={copy.submission}>
        <Panel>
          <DetailList rows={submissionRows(lead)} />
        </Panel>
      </SettingsSection>
      <SettingsSection id="attribution" title={copy.attribution}>
        <Panel>
          {attribution.length ? (
            <DetailList rows={attribution} />
          ) : (
            <p className="text-sm text-muted-foreground">{copy.noAttribution}</p>
          )}
        </Panel>
      </SettingsSection>
      <SettingsSection id="record" title={copy.record}>
        <Panel>
          <DetailList rows={recordRows(lead)} />
        </Panel>
      </SettingsSection>
      <SettingsSection id="deliveries" title={copy.deliveries}>
        <JobList jobs={jobs} />
      </SettingsSection>
    </Container>
  );
}
