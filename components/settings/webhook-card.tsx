import Link from "next/link";
import { signingSecretCopy, webhookCard } from "@/content/settings";
import type { FormerOwnerEndpoint } from "@/lib/settings/webhook/config";
import { RevealSecret, RotateSecret } from "./webhook-controls";
import { SettingsCard } from "./settings-section";
import { WebhookForm } from "./webhook-form";

type Props = {
  config: { url: string; enabled: boolean; maskedSecret: string } | null;
  formerOwners: FormerOwnerEndpoint[];
};

/** Only the masked secret is passed down: the real one reaches the browser only through an explicit reveal. */
export function WebhookCard({ config, formerOwners }: Props) {
  const former = webhookCard.formerOwners;
  return (
    <SettingsCard title={webhookCard.title} description={webhookCard.description} icon="workflow">
      <WebhookForm url={config?.url ?? ""} enabled={config?.enabled ?? false} />
      {formerOwners.length > 0 && (
        <section
          aria-labelledby="former-owner-endpoints"
          className="mt-6 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm"
        >
          <h4 id="former-owner-endpoints" className="font-bold">
            {former.title}
          </h4>
          <p className="mt-1 text-muted-foreground">{former.text}</p>
          <ul className="mt-2 space-y-1">
            {formerOwners.map((endpoint, i) => (
              <li key={i} className="wrap-anywhere">
                <code>{endpoint.url}</code>{" "}
                <span className="text-muted-foreground">
                  ({endpoint.enabled ? former.enabled : former.disabled})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-8 border-t border-border pt-6">
        <h4 className="text-base font-bold">{signingSecretCopy.title}</h4>
        <p className="mt-1 text-sm text-muted-foreground">{signingSecretCopy.description}</p>
        <div className="mt-4 space-y-4">
          {config ? (
            <>
              <RevealSecret key={config.maskedSecret} masked={config.maskedSecret} />
              <RotateSecret />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{signingSecretCopy.none}</p>
          )}
        </div>
      </div>
      <p className="mt-8 border-t border-border pt-6 text-sm">
        <Link href="/settings/deliveries#webhook-deliveries" className="font-medium text-primary underline">
          {webhookCard.deliveriesLink}
        </Link>
      </p>
    </SettingsCard>
  );
}
