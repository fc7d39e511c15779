import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { loginCopy as copy, setupCopy } from "@/content/auth";
import { authMode, getOwner, missingAuthSettings, SETTINGS_PATH } from "@/lib/auth";
import { devOwnerFile } from "@/lib/auth/local-credentials";
import { CardPage } from "@/components/layout/card-page";
import { SetupNotice } from "./setup-notice";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: false } };

export default async function LoginPage() {
  if ((await getOwner()).ok) redirect(SETTINGS_PATH);
  const mode = authMode();
  const missing = missingAuthSettings();
  if (missing.length) {
    return (
      <CardPage icon="settings" eyebrow={setupCopy.eyebrow} title={setupCopy.title} back={setupCopy.back}>
        <SetupNotice mode={mode} missing={missing} />
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
