import { leadBookingClicksCopy as copy } from "@/content/lead-booking-clicks";
import { getDb } from "@/lib/db";
import { formatTime } from "@/lib/time-format";
import { leadBookingClicks } from "@/lib/settings/leads/booking-clicks";
import { Panel, SettingsSection } from "./settings-section";

/** A lead's own booking clicks (from its thank-you screen), with their times. */
export async function LeadBookingClicks({ leadId }: { leadId: string }) {
  const clicks = await leadBookingClicks(await getDb(), leadId);
  return (
    <SettingsSection id="booking-clicks" title={copy.title} description={copy.description}>
      <Panel>
        {clicks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.none}</p>
        ) : (
          <ol className="divide-y divide-border text-sm">
            {clicks.map((click) => (
              <li key={click.id} className="flex flex-wrap justify-between gap-2 py-3 first:pt-0 last:pb-0">
                <span className="font-medium">{copy.clicked}</span>
                <time dateTime={click.createdAt.toISOString()} className="text-muted-foreground">
                  {formatTime(click.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </SettingsSection>
  );
}
