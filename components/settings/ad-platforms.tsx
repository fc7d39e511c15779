import { inputClasses, TextField } from "@/components/ui/field";
import { buttonClasses } from "@/components/ui/button";
import { adPlatformsCopy as copy } from "@/content/ad-platforms";
import type { DeliveryRow } from "@/lib/settings/deliveries/logs";
import { DeliveriesTable } from "./deliveries-table";
import { Panel } from "./settings-section";
import { StatusBadge } from "./status-badge";

type FileProps = {
  platform: "google-ads" | "microsoft-ads";
  steps: Props["steps"];
  importUrl?: string;
  importUser: string;
  currency: string;
};

/** A platform's conversions file: a plain GET form that downloads it, and its scheduled import's address. */
function ConversionsFile({ platform, steps, importUrl, importUser, currency }: FileProps) {
  const m = platform === "microsoft-ads" ? copy.microsoft : undefined;
  const id = (name: string) => `${platform}-${name}`;
  return (
    <section id={platform} aria-labelledby={id("heading")}>
      <Panel>
        <h2 id={id("heading")} className="text-lg font-bold">
          {m?.title ?? g.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{m?.description ?? g.description}</p>
        {/* A plain GET: the file downloads without JavaScript, and the page stays where it is. */}
        <form method="get" action={`/settings/${platform}.csv`} className="mt-5 grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={id("status")} className="block text-sm font-medium text-foreground">
              {g.status}
            </label>
            <select id={id("status")} name="status" className={inputClasses}>
              {steps.map((step) => (
                <option key={step} value={step}>
                  {g.statuses[step]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id={id("name")}
            name="name"
            label={g.name}
            hint={m?.nameHint ?? g.nameHint}
            defaultValue="Lead"
            maxLength={100}
            required
          />
          <TextField
            id={id("value")}
            name="value"
            label={g.value}
            hint={g.valueHint}
            inputMode="decimal"
            maxLength={12}
          />
          <TextField
            id={id("currency")}
            name="currency"
            label={g.currency}
            defaultValue={currency}
            maxLength={3}
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              {g.download}
            </button>
          </div>
        </form>
        <div className="mt-6 border-t border-border pt-5">
          <h3 className="font-semibold">{g.scheduled}</h3>
          {importUrl ? (
            <>
              <p className="mt-1 text-sm text-muted-foreground">{m?.scheduledHint ?? g.scheduledHint}</p>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="font-medium">{g.url}</dt>
                <dd>
                  <code className="font-mono text-xs break-all">{importUrl}</code>
                </dd>
                <dt className="font-medium">{g.user}</dt>
                <dd>
                  <code className="font-mono text-xs">{importUser}</code>
                </dd>
              </dl>
            </>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{m?.scheduledOff ?? g.scheduledOff}</p>
          )}
        </div>
      </Panel>
    </section>
  );
}

type Props = {
  /** Which destinations are configured on this server now. */
  on: { ga4: boolean; meta: boolean };
  steps: readonly (keyof typeof copy.googleAds.statuses)[];
  /** The scheduled import's address, when GOOGLE_ADS_IMPORT_SECRET is set. */
  importUrl?: string;
  importUser: string;
  conversions: DeliveryRow[];
  /** The site's currency (Spend & values): the fallback value's, unless the owner picks another. */
  currency: string;
  /** Microsoft Advertising's scheduled import address and user, when MICROSOFT_ADS_IMPORT_SECRET is set. */
  microsoft: { importUrl?: string; importUser: string };
};

const g = copy.googleAds;

export function AdPlatforms({ on, steps, importUrl, importUser, conversions, currency, microsoft }: Props) {
  return (
    <div className="space-y-6">
      <Panel>
        <ul className="divide-y divide-border">
          {copy.destinations.map((destination) => (
            <li key={destination.id} className="py-4 first:pt-0 last:pb-0" data-destination={destination.id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">{destination.name}</h2>
                <StatusBadge tone={on[destination.id] ? "ok" : "neutral"}>
                  {on[destination.id] ? copy.on : copy.off}
                </StatusBadge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{destination.sends}</p>
              {!on[destination.id] && <p className="mt-1 text-sm text-foreground">{destination.setUp}</p>}
            </li>
          ))}
        </ul>
      </Panel>
      <ConversionsFile
        platform="google-ads"
        steps={steps}
        importUrl={importUrl}
        importUser={importUser}
        currency={currency}
      />
      <ConversionsFile platform="microsoft-ads" steps={steps} currency={currency} {...microsoft} />
      <div>
        <h2 className="text-lg font-bold">{copy.deliveries.title}</h2>
        <p className="mt-1 mb-3 text-sm text-muted-foreground">{copy.deliveries.description}</p>
        <Panel>
          <DeliveriesTable rows={conversions} label={copy.deliveries.title} empty={copy.deliveries.empty} />
        </Panel>
      </div>
    </div>
  );
}
