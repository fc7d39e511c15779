import { Button } from "@/components/ui/button";
import { signOutCopy } from "@/content/auth";
import { settingsPage as copy } from "@/content/settings";
import { signOut } from "@/lib/auth/actions";

export function SettingsHeader({ email }: { email: string }) {
  return (
    <header className="border-b border-border pb-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{copy.title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-muted-foreground">
            {copy.signedInAs} <span className="font-medium wrap-anywhere text-foreground">{email}</span>
          </p>
          <form action={signOut}>
            <Button type="submit" size="sm" variant="secondary">
              {signOutCopy.label}
            </Button>
          </form>
        </div>
      </div>
      <nav aria-label={copy.sectionsLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {Object.values(copy.sections).map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex h-9 items-center rounded-full border border-border bg-card px-4 text-sm font-medium text-foreground hover:bg-muted"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
