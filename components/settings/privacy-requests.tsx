"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/field";
import { erasePerson, findPerson } from "@/lib/settings/privacy/actions";
import { privacyCopy as copy } from "@/content/privacy-requests";
import { Panel } from "./settings-section";
import type { PrivacyState } from "@/lib/settings/privacy/request";
import { useOwnerAction } from "./use-owner-action";

/**
 * Find, export or erase a person's data. Both actions' states live here, always mounted, so without JavaScript the
 * page re-rendered after either post still shows its outcome.
 */
export function PrivacyRequests() {
  const find = useOwnerAction(findPerson);
  const erase = useOwnerAction(erasePerson);
  // The later of the two answers decides what shows: an erasure ends the search it came from.
  const latest = (erase.state.at ?? 0) > (find.state.at ?? 0) ? erase.state : find.state;
  const person = latest.erased ? undefined : latest.person;
  const typed = find.state.values?.person;

  return (
    <Panel>
      <form {...find.form} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            id="privacy-person"
            name="person"
            label={copy.find.label}
            placeholder={copy.find.placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            defaultValue={typeof typed === "string" ? typed : (person?.query ?? "")}
            error={find.state.fieldErrors?.person}
            required
          />
        </div>
        <Button type="submit" disabled={find.pending} className="sm:mb-px">
          {find.pending ? copy.find.finding : copy.find.submit}
        </Button>
      </form>
      {latest.erased && (
        <div className="mt-5">
          <FormAlert state={latest} focus />
        </div>
      )}
      {person && <Findings person={person} erase={erase} focus={latest === find.state} />}
    </Panel>
  );
}

type Found = NonNullable<PrivacyState["person"]>;

/** `focus`: a search just answered, so its findings take focus (after a post without JavaScript, in view). */
function Findings({
  person,
  erase,
  focus,
}: {
  person: Found;
  erase: ReturnType<typeof useOwnerAction<PrivacyState>>;
  focus: boolean;
}) {
  const confirmError = erase.state.fieldErrors?.confirm;
  const { query, summary } = person;
  const empty = summary.leads.length === 0 && !summary.unsubscribed && summary.bookingClicks === 0;
  const focusProps = (on: boolean) => (on ? { tabIndex: -1, autoFocus: true } : {});
  if (empty)
    return (
      <p key={query} {...focusProps(focus)} className="mt-5 text-sm text-muted-foreground outline-none">
        {copy.nothing(query)}
      </p>
    );
  return (
    <section aria-labelledby="privacy-found" className="mt-6 space-y-5 border-t border-border pt-5">
      <h2
        key={query}
        {...focusProps(focus)}
        id="privacy-found"
        className="font-semibold wrap-anywhere outline-none"
      >
        {copy.found(query)}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{copy.counts.leads(summary.leads.length)}</li>
        {summary.notes > 0 && <li>{copy.counts.notes(summary.notes)}</li>}
        <li>{copy.counts.deliveries(summary.deliveries)}</li>
        <li>{copy.counts.bookingClicks(summary.bookingClicks)}</li>
        {summary.unsubscribed && <li>{copy.counts.unsubscribed}</li>}
      </ul>
      {summary.leads.length > 0 && (
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {summary.leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <a
                href={`/settings/leads/${lead.id}`}
                className="font-medium wrap-anywhere text-primary hover:underline"
              >
                {lead.name}
              </a>
              <span className="text-muted-foreground">
                {copy.kinds[lead.kind]} · {lead.submitted}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* A POST, so the address never sits in a URL, a log line or the browser's history. */}
      <form method="post" action="/settings/privacy-export">
        <input type="hidden" name="person" value={query} />
        <button type="submit" className={buttonClasses("secondary", "sm")}>
          {copy.export}
        </button>
      </form>
      <form {...erase.form} className="space-y-3 rounded-lg border border-danger/40 p-4">
        <h3 className="font-semibold">{copy.erase.title}</h3>
        <FormAlert state={erase.state.erased ? { status: "idle" } : erase.state} focus={!confirmError} />
        <input type="hidden" name="person" value={query} />
        <CheckboxField
          id="privacy-keep-unsubscribed"
          name="keepUnsubscribed"
          label={copy.erase.keepUnsubscribed}
          defaultChecked={summary.unsubscribed}
        />
        <CheckboxField
          id="privacy-confirm"
          name="confirm"
          label={copy.erase.confirm(query)}
          error={confirmError}
          autoFocus={Boolean(confirmError)}
          required
        />
        <Button
          type="submit"
          disabled={erase.pending}
          className="bg-danger text-white hover:bg-danger/90 dark:text-background"
        >
          {erase.pending ? copy.erase.erasing : copy.erase.submit}
        </Button>
      </form>
    </section>
  );
}
