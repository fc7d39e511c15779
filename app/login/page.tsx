import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { loginCopy as copy, setupCopy } from "@/content/auth";
import { authMode, getOwner, missingAuthSettings, SETTINGS_PATH } from "@/lib/auth";
import { devOwnerFile } from "@/lib/auth/local-credentials";
import { CardPage } from "@/components/layout/card-page";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: false } };

export default async function LoginPage() {
  if ((await getOwner()).ok) redirect(SETTINGS_PATH);
  const mode = authMode();
  const missing = missingAuthSettings();
  if (missing.length) {
    // What the server still needs before anyone can sign in; names only, never values.
    return (
      <CardPage icon="settings" eyebrow={setupCopy.eyebrow} title={setupCopy.title} back={setupCopy.back}>
        <div className="space-y-5 text-sm">
          <p className="text-muted-foreground">{setupCopy.intro}</p>
          <dl className="divide-y divide-border rounded-xl border border-border">
            {missing.map((name) => (
              <div key={name} className="space-y-1 px-4 py-3">
                <dt>
                  <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] font-semibold text-foreground">
                    {name}
                  </code>
                </dt>
                <dd className="text-muted-foreground">{setupCopy.help(name).text}</dd>
              </div>
            ))}
          </dl>
          {mode === "supabase" && <p className="text-muted-foreground">{setupCopy.supabaseNote}</p>}
          <p className="text-muted-foreground">{setupCopy.outro}</p>
        </div>
      </CardPage>
    );
  }
  const devFile = mode === "local" ? devOwnerFile() : undefined;
  return (
    <CardPage icon="lock" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} back={copy.back}>
      <SignInForm />
      {devFile && (
        <div className="mt-6 rounded-lg border border-border bg-muted px-4 py-3 text-sm">
          <p className="font-semibold">{copy.devHint.title}</p>
          <p className="mt-1 text-muted-foreground">
            {copy.devHint.text} <code className="font-mono text-foreground">{devFile}</code>.
          </p>
        </div>
      )}
      <p className="mt-6 border-t border-border pt-5 text-sm text-muted-foreground">{copy.help[mode]}</p>
    </CardPage>
  );
}
