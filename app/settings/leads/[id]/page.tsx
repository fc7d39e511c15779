import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { JobList } from "@/components/settings/job-list";
import { LeadBookingClicks } from "@/components/settings/lead-booking-clicks";
import { LeadFollowUpForm } from "@/components/settings/lead-follow-up-form";
import { LeadNoteForm } from "@/components/settings/lead-note-form";
import { LeadTimeline } from "@/components/settings/lead-timeline";
import { Panel, SettingsSection } from "@/components/settings/settings-section";
import { buttonClasses } from "@/components/ui/button";
import { leadRecordCopy } from "@/content/lead-record";
import { leadDeskCopy, leadStatusCopy } from "@/content/lead-status";
import { leadDetailCopy as copy, leadsCopy } from "@/content/settings";
import { requireOwnerOrRedirect } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { attributionRows, recordRows, submissionRows } from "@/lib/forms/lead-fields";
import { phoneLink } from "@/lib/forms/phone-link";
import { mailtoHref, replyHref } from "@/lib/settings/leads/desk";
import { currentFacts } from "@/lib/site-facts/current";
import { followUpInputValue } from "@/lib/settings/leads/follow-up";
import { formatTime } from "@/lib/time-format";
import { leadDetail } from "@/lib/settings/leads/detail";
import { moneyCopy } from "@/content/money";
import { decimalOf, moneyText } from "@/lib/money/currency";
import { leadValue } from "@/lib/money/lead-value";
import { readMoneySettings } from "@/lib/money/settings";

export const metadata: Metadata = { title: "Lead" };

export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwnerOrRedirect();
  const db = await getDb();
  const [detail, money, facts] = await Promise.all([
    leadDetail(db, (await params).id),
    readMoneySettings(db),
    currentFacts(db),
  ]);
  if (!detail) notFound();
  const { lead, changes, notes, jobs } = detail;
  const phone = phoneLink(lead.payload.phone);
  const reply = replyHref(lead, facts.name.value);
  const contact = leadRecordCopy.contact;
  const value = leadValue(lead, money);
  const valueText =
    value === null
      ? moneyCopy.deal.none
      : `${moneyText(value, money.currency)} (${lead.dealValue === null ? moneyCopy.deal.stageDefault : moneyCopy.deal.own})`;
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
        <p className="mt-2 text-muted-foreground">{leadsCopy.kinds[lead.kind]}</p>
        <ul className="mt-3 flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
          {reply && lead.email && (
            <li>
              <a
                href={mailtoHref(lead.email)}
                aria-label={contact.emailLabel(lead.name, lead.email)}
                className="font-medium wrap-anywhere text-primary underline underline-offset-2 hover:no-underline"
                data-email
              >
                {lead.email}
              </a>
            </li>
          )}
          <li>
            {phone ? (
              <a
                href={phone.href}
                aria-label={contact.callLabel(lead.name, phone.text)}
                className="font-medium text-primary underline underline-offset-2 hover:no-underline"
                data-phone
              >
                {phone.text}
              </a>
            ) : (
              <span className="text-muted-foreground">{contact.noPhone}</span>
            )}
          </li>
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          {/* A callback request is answered by calling: that action comes first. */}
          {phone && lead.kind === "callback" && (
            <a href={phone.href} className={buttonClasses("primary", "sm")}>
              {leadDeskCopy.callBack}
            </a>
          )}
          {reply && (
            <a
              href={reply}
              className={buttonClasses(lead.kind === "callback" ? "secondary" : "primary", "sm")}
            >
              {leadDeskCopy.reply}
            </a>
          )}
          {phone && lead.kind !== "callback" && (
            <a href={phone.href} className={buttonClasses("secondary", "sm")}>
              {contact.call(phone.text)}
            </a>
          )}
        </div>
      </header>
      <SettingsSection id="follow-up" title={leadRecordCopy.followUp.title}>
        <Panel>
          <LeadFollowUpForm
            leadId={lead.id}
            value={followUpInputValue(lead.followUpAt)}
            when={lead.followUpAt && formatTime(lead.followUpAt)}
          />
        </Panel>
      </SettingsSection>
      <SettingsSection id="status" title={leadStatusCopy.timeline.title}>
        <LeadTimeline
          lead={lead}
          changes={changes}
          notes={notes}
          now={new Date()}
          deal={{
            value: lead.dealValue === null ? "" : decimalOf(lead.dealValue, money.currency),
            currency: money.currency,
          }}
          valueText={valueText}
        >
          <LeadNoteForm leadId={lead.id} />
        </LeadTimeline>
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
