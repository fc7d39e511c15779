import type { ReactNode } from "react";
import { IconTile, type IconName } from "@/components/ui/icon";

type Props = { id: string; title: string; description?: string; actions?: ReactNode; children: ReactNode };

/** One titled region of the settings page; its h2 labels it for assistive tech. */
export function SettingsSection({ id, title, description, actions, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-heading`} className="text-2xl font-bold">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">{children}</div>;
}

type CardProps = { title: string; description: string; icon: IconName; children: ReactNode };

export function SettingsCard({ title, description, icon, children }: CardProps) {
  return (
    <Panel>
      <div className="flex gap-3">
        <IconTile name={icon} className="mt-0.5 h-9 w-9 shrink-0 rounded-lg" iconClassName="h-5 w-5" />
        <div>
          <h3 className="text-lg font-bold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </Panel>
  );
}
