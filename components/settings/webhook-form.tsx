"use client";

import { useState } from "react";
import { inputClasses, TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { webhookCard as copy } from "@/content/settings";
import { submitWebhookForm } from "@/lib/settings/webhook/actions";
import { Switch } from "./switch";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useOwnerAction } from "./use-owner-action";

export function WebhookForm(saved: { url: string; enabled: boolean }) {
  const { state, form, pending } = useOwnerAction(submitWebhookForm);
  const [intent, setIntent] = useState<"save" | "test">("save");
  // Values come back only when the form was not saved (an error, or a test): keep what the owner typed.
  const echoed = state.values;
  const [url, setUrl] = useState(typeof echoed?.url === "string" ? echoed.url : saved.url);
  const [enabled, setEnabled] = useState(echoed ? echoed.enabled === "on" : saved.enabled);
  // Without JavaScript nothing could re-enable a disabled input, so the switch only disables once hydrated.
  const hydrated = useHydrated();
  const urlError = state.intent === "save" ? state.fieldErrors?.url : undefined;

  return (
    <form {...form} noValidate className="space-y-5">
      <FormAlert state={state} focus={!urlError} />
      <Switch
        id="webhook-enabled"
        name="enabled"
        label={copy.enabled.label}
        hint={copy.enabled.hint}
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      <TextField
        id="webhook-url"
        label={copy.url.label}
        error={urlError}
        autoFocus={Boolean(urlError)}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={copy.url.placeholder}
        maxLength={copy.url.maxLength}
        className={`${inputClasses} disabled:cursor-not-allowed disabled:opacity-60`}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        disabled={hydrated && !enabled}
      />
      {/* A disabled input is not posted; the saved URL must survive switching the webhook off. */}
      {hydrated && !enabled && <input type="hidden" name="url" value={url} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" name="intent" value="save" disabled={pending} onClick={() => setIntent("save")}>
          {pending && intent === "save" ? copy.saving : copy.save}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          name="intent"
          value="test"
          disabled={pending || (hydrated && (!enabled || !url.trim()))}
          onClick={() => setIntent("test")}
        >
          {pending && intent === "test" ? copy.testing : copy.test}
        </Button>
        <p className="text-sm text-muted-foreground">{copy.testHint}</p>
      </div>
    </form>
  );
}
