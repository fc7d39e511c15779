import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { JobList } from "@/components/settings/job-list";
import { LeadBookingClicks } from "@/components/settings/lead-booking-clicks";
import { LeadTimeline } from "@/components/settings/lead-timeline";
import { Panel, SettingsSection } from "@/components/settings/settings-section";
import { buttonClasses } from "@/components/ui/button";
import { leadDeskCopy, leadStatusCopy } from "@/content/lead-status";
import { leadDetailCopy as copy, leadsCopy } from "@/content/settings";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { attributionRows, recordRows, submissionRows } from "@/lib/forms/lead-fields";
import { callHref, replyHref } from "@/lib/settings/leads/desk";
import { leadDetail } from "@/lib/settings/leads/detail";

export const metadata: Metadata = { title: "Lead" };

export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwnerOrRedirect();
  const detail = await leadDetail(await getDb(), (await params).id);
  if (!detail) notFound();
  const { lead, changes, jobs } = detail;
  const panels = [
    { id: "submission", title: copy.submission, rows: submissionRows(lead) },
    { id: "attribution", title: copy.attribution, rows: attributionRows(lead), empty: copy.noAttribution },
    { id: "record", title: copy.record, rows: recordRows(lead) },
  ];

  return (
    <div className="space-y-10">
      <header className="border-b border-border pb-6">
        <Link href="/settings/leads" className="text-sm font-medium text-primary hover:underline">
          ← {copy.back}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold break-words sm:text-4xl">{copy.titleFor(lead.name)}</h1>
        <p className="mt-2 wrap-anywhere text-muted-foreground">
          {[leadsCopy.kinds[lead.kind], lead.email, lead.payload.phone].filter(Boolean).join(" · ")}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {callHref(lead) && (
            <a href={callHref(lead)!} className={buttonClasses("primary", "sm")}>
              {leadDeskCopy.callBack}
            </a>
          )}
          {replyHref(lead) && (
            <a
              href={replyHref(lead)!}
              className={buttonClasses(callHref(lead) ? "secondary" : "primary", "sm")}
            >
              {leadDeskCopy.reply}
            </a>
          )}
        </div>
      </header>
      <SettingsSection id="status" title={leadStatusCopy.timeline.title}>
        <LeadTimeline lead={lead} changes={changes} now={new Date()} />
      </SettingsSection>
      {panels.map(({ id, title, rows, empty }) => (
        <SettingsSection key={id} id={id} title={title}>
          <Panel>
            {rows.length || !empty ? (
              // Values are text (never markup), kept with their line breaks.
              <dl className="divide-y divide-border">
                {rows.map((row, i) => (
                  <div
                    key={`${row.label}-${i}`}
                    className="grid gap-1 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4"
                  >
                    <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
                    <dd className="text-sm break-words whitespace-pre-wrap text-foreground">{row.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">{empty}</p>
            )}
          </Panel>
        </SettingsSection>
      ))}
      <LeadBookingClicks leadId={lead.id} />
      <SettingsSection id="deliveries" title={copy.deliveries}>
        <JobList jobs={jobs} />
      </SettingsSection>
    </div>
  );
}
