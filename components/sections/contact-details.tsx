import type { ReactNode } from "react";
import type { ContactDetailsContent } from "@/content/contact";
import { CtaLink } from "@/components/ui/cta-link";
import { ExampleMark } from "@/components/ui/example-mark";
import { Icon, type IconName } from "@/components/ui/icon";

type Props = { content: ContactDetailsContent; email: string };

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

export function ContactDetails({ content, email }: Props) {
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
          <ExampleMark show={content.examples.email} className="ml-2" />
        </Item>
        <Item icon="building" label={content.addressLabel}>
          <address className="not-italic">
            {content.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <ExampleMark show={content.examples.address} className="mt-1" />
        </Item>
        <Item icon="clock" label={content.replyLabel}>
          {content.replyNote}
        </Item>
      </dl>
      <CtaLink cta={content.cta} className="mt-8 w-full" />
    </div>
  );
}
