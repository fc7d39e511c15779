import type { ReactNode } from "react";
import type { ContactDetailsContent } from "@/content/contact";
import { CtaLink } from "@/components/ui/cta-link";
import { ExampleMark } from "@/components/ui/example-mark";
import { Icon, type IconName } from "@/components/ui/icon";

import type { SiteFacts } from "@/lib/site-facts/resolve";

type Props = { content: ContactDetailsContent; facts: SiteFacts };

function Item({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <Icon name={icon} className="size-4 text-primary" />
        {label}
      </dt>
      <dd className="mt-1.5 pl-6">{children}</dd>
    </div>
  );
}

/** The published email, phone (once set) and address, each marked while it is still an example. */
export function ContactDetails({ content, facts }: Props) {
  const email = facts.email.value;
  const address = facts.address.value;
  const addressLines = [
    facts.name.value,
    address.street,
    `${address.city}, ${address.region} ${address.postalCode}`,
  ];
  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold">{content.title}</h2>
      <dl className="mt-6 grid gap-6">
        <Item icon="mail" label={content.emailLabel}>
          <a
            href={`mailto:${email}`}
            className="font-medium break-words text-primary underline-offset-4 hover:underline"
          >
            {email}
          </a>
          <ExampleMark show={facts.email.example} className="ml-2" />
        </Item>
        {facts.businessPhone && (
          <Item icon="phoneCall" label={content.phoneLabel}>
            <a
              href={facts.businessPhone.href}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {facts.businessPhone.display}
            </a>
          </Item>
        )}
        <Item icon="building" label={content.addressLabel}>
          <address className="not-italic">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <ExampleMark show={facts.address.example} className="mt-1" />
        </Item>
        <Item icon="clock" label={content.replyLabel}>
          {content.replyNote}
        </Item>
      </dl>
      <CtaLink cta={content.cta} className="mt-8 w-full" />
    </div>
  );
}
