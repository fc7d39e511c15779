"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { LeadStatus } from "@/lib/db/schema";
import { LeadStatusControl } from "./lead-status-control";
import { StatusBadge } from "./status-badge";

/** One line of what is true of the lead now, as text the server wrote (a client component formats nothing). */
export type DeskFact =
  | { kind: "age"; text: string; at: string; title: string }
  | { kind: "follow-up"; text: string; at: string; overdue: boolean }
  | { kind: "last-status"; text: string }
  | { kind: "last-note"; text: string; excerpt: string }
  | { kind: "no-next"; text: string };

type Action = { href: string; label: string; text: string; primary: boolean };

/**
 * A desk item as the server worked it out. The desk's items are a client component so that the page carries each
 * lead once as these few strings, not its markup twice (the HTML and the payload React hydrates from).
 */
export type DeskItemView = {
  id: string;
  name: string;
  status: LeadStatus;
  openLabel: string;
  kindLine: string;
  statusLabel: string | null;
  overdueLabel: string | null;
  lines: string[];
  facts: DeskFact[];
  actions: Action[];
};

function Fact({ fact }: { fact: DeskFact }) {
  switch (fact.kind) {
    case "age":
      return (
        <p className="text-sm" data-age>
          <time dateTime={fact.at} title={fact.title}>
            {fact.text}
          </time>
        </p>
      );
    case "follow-up":
      return (
        <p className="text-sm" data-follow-up-due={fact.overdue ? "overdue" : "due"}>
          <time dateTime={fact.at}>{fact.text}</time>
        </p>
      );
    case "last-status":
      return (
        <p className="text-sm" data-last-action="status">
          {fact.text}
        </p>
      );
    case "last-note":
      return (
        <p className="text-sm" data-last-action="note">
          <span className="font-medium">{fact.text}</span>{" "}
          <span className="break-words text-muted-foreground">{fact.excerpt}</span>
        </p>
      );
    case "no-next":
      return <p className="text-sm text-muted-foreground">{fact.text}</p>;
  }
}

export function DeskItem({ view }: { view: DeskItemView }) {
  return (
    <li className="desk-item" data-desk-lead={view.id}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link href={`/settings/leads/${view.id}`} aria-label={view.openLabel} className="desk-name">
            {view.name}
          </Link>
          <span className="desk-meta">{view.kindLine}</span>
          {view.statusLabel && <StatusBadge tone="waiting">{view.statusLabel}</StatusBadge>}
          {view.overdueLabel && <StatusBadge tone="failed">{view.overdueLabel}</StatusBadge>}
        </div>
        {view.lines.map((line) => (
          <p key={line} className="desk-meta">
            {line}
          </p>
        ))}
        {view.facts.map((fact) => (
          <Fact key={fact.kind} fact={fact} />
        ))}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {view.actions.map((action) => (
          <a
            key={action.href}
            href={action.href}
            aria-label={action.label}
            className={buttonClasses(action.primary ? "primary" : "secondary", "sm")}
          >
            {action.text}
          </a>
        ))}
        <LeadStatusControl leadId={view.id} name={view.name} status={view.status} />
      </div>
    </li>
  );
}
