import type { TalkCardContent } from "@/content/contact";
import { CtaLink } from "@/components/ui/cta-link";
import { IconTile } from "@/components/ui/icon";
import { HighlightList } from "./highlight-list";

type Props = { content: TalkCardContent; email: string };

export function TalkCard({ content, email }: Props) {
  return (
    <div className="relative overflow-hidden rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-primary to-accent"
      />
      <IconTile name="phoneCall" className="size-12" iconClassName="size-6" />
      <h2 className="mt-5 text-2xl font-bold sm:text-3xl">{content.title}</h2>
      <p className="mt-3 max-w-xl text-muted-foreground">{content.text}</p>
      {content.points && <HighlightList items={content.points} label={content.pointsLabel} />}
      <div className="mt-8 flex flex-col gap-4">
        <CtaLink cta={content.cta} size="lg" className="sm:self-start" />
        <p className="text-sm text-muted-foreground">
          {content.emailLabel}{" "}
          <a
            href={`mailto:${email}`}
            className="font-medium break-words text-primary underline-offset-4 hover:underline"
          >
            {email}
          </a>
        </p>
      </div>
    </div>
  );
}
