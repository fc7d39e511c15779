import Link from "next/link";
import type { ReactNode } from "react";
import { IconTile, type IconName } from "@/components/ui/icon";

type Props = {
  icon: IconName;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  back: string;
  children: ReactNode;
};

/** A page that is one centred card over a soft brand wash: the owner area's entry pages, the unsubscribe page. */
export function CardPage({ icon, eyebrow, title, intro, back, children }: Props) {
  return (
    <div className="relative isolate px-5 py-12 sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-brand-soft to-transparent"
      />
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <IconTile name={icon} className="size-11" />
          <p className="mt-5 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{title}</h1>
          {intro && <div className="mt-2 text-muted-foreground">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link
            href="/"
            className="font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            <span aria-hidden="true">← </span>
            {back}
          </Link>
        </p>
      </div>
    </div>
  );
}
