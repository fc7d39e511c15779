import type { TalkCardContent } from "@/content/contact";
import { CtaLink } from "@/components/ui/cta-link";
import { Icon } from "@/components/ui/icon";
import { HighlightList } from "./highlight-list";

type Props = { content: TalkCardContent; email: string };

export function TalkCard({ content, email }: Props) {
  return (
    <div className="border-border bg-card relative overflow-hidden rounded-2xl border p-6 shadow-sm sm:p-8">
      <div
        aria-hidden="true"
        className="from-primary to-accent absolute inset-x-0 top-0 h-1 bg-linear-to-r"
      />
      <span className="bg-brand-soft text-primary inline-flex size-12 items-center justify-center rounded-xl">
        <Icon name="phoneCall" className="size-6" />
      </span>
      <h2 className="mt-5 text-2xl font-bold sm:text-3xl">{content.title}</h2>
      <p className="text-muted-foreground mt-3 max-w-xl">{content.text}</p>
      <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <CtaLink cta={content.cta} size="lg" />
        <p className="text-muted-foreground text-sm">
          {content.emailLabel}{" "}
          <a
            href={`mailto:${email}`}
            className="text-primary font-medium break-words underline-offset-4 hover:underline"
          >
            {email}
          </a>
        </p>
      </div>
    </div>
  );
}
