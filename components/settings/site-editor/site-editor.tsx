import { ExampleMark } from "@/components/ui/example-mark";
import { siteEditorCopy as copy } from "@/content/site-editor";
import { formatTime } from "@/lib/time-format";
import {
  exitPreview,
  publishPreview,
  restoreVersion,
  saveCompanyFacts,
  saveFounder,
  saveProofFacts,
  saveTestimonial,
} from "@/lib/site-facts/actions";
import { fieldAnchor } from "@/lib/site-facts/anchors";
import { changedFacts } from "@/lib/site-facts/diff";
import { phoneFact, type SiteFacts } from "@/lib/site-facts/resolve";
import { AUDIENCES, LIMITS, PROOF_KEYS, type OwnerFacts } from "@/lib/site-facts/schema";
import type { PublishedVersion } from "@/lib/site-facts/store";
import { Panel, SettingsSection } from "../settings-section";
import { ActionButton, DeleteItemButton, DeleteItemForm } from "./action-button";
import { FactForm, type FactField } from "./fact-form";
import { LogoList } from "./logo-list";
import { PhotoForm, PhotoNoticeLine } from "./photo-form";
import { photoAnchor, PHOTOS_ANCHOR, type PhotoNotice } from "@/lib/site-facts/photo-notice";

type Props = {
  own: OwnerFacts;
  facts: SiteFacts;
  history: PublishedVersion[];
  previewing: boolean;
  hasDraft: boolean;
  /** An upload's outcome, and the photo it belongs to. */
  photoNotice: { notice: PhotoNotice; anchor: string } | null;
};

const f = copy.fields;
const s = copy.sections;

/** A simple fact's field: the owner's value, or blank with the example shown as what it stays until then. */
function factField(
  id: string,
  label: string,
  own: string | undefined,
  example: string,
  extra: Partial<FactField> = {},
): FactField {
  return {
    name: id.split(".").at(-1)!,
    id: fieldAnchor(id),
    label,
    value: own ?? "",
    placeholder: own ? undefined : example,
    hint: own ? copy.ownHint : copy.exampleHint(example),
    ...extra,
  };
}

const phoneShown = (e164: string | undefined) => (e164 ? phoneFact(e164).display : undefined);
const audienceChoices = AUDIENCES.map((value) => ({ value, label: copy.audiences[value] }));

export function SiteEditor({ own, facts, history, previewing, hasDraft, photoNotice }: Props) {
  const noticeFor = (id: string) => (photoNotice?.anchor === photoAnchor(id) ? photoNotice.notice : null);
  const defaults = facts; // for example values shown as placeholders
  const address = own.address;
  const companyFields: FactField[] = [
    factField("name", f.name.label, own.name, defaults.name.value, { maxLength: LIMITS.name }),
    factField("email", f.email.label, own.email, defaults.email.value, { kind: "email" }),
    {
      name: "businessPhone",
      id: fieldAnchor("businessPhone"),
      label: f.businessPhone.label,
      hint: f.businessPhone.hint,
      value: phoneShown(own.businessPhone) ?? "",
      kind: "tel",
    },
    factField("demoPhone", f.demoPhone.label, phoneShown(own.demoPhone), defaults.demoPhone.value.display, {
      kind: "tel",
      hint: own.demoPhone
        ? f.demoPhone.hint
        : `${f.demoPhone.hint} ${copy.exampleHint(defaults.demoPhone.value.display)}`,
    }),
    factField("bookingUrl", f.bookingUrl.label, own.bookingUrl, defaults.bookingUrl.value, { kind: "url" }),
    factField(
      "nominationFormUrl",
      f.nominationFormUrl.label,
      own.nominationFormUrl,
      defaults.nominationFormUrl.value,
      {
        kind: "url",
      },
    ),
  ];
  const addressFields: FactField[] = (["street", "city", "region", "postalCode", "country"] as const).map(
    (part, i) => ({
      name: part,
      // The first part carries the address's anchor, which the checklist links to.
      id: i === 0 ? fieldAnchor("address") : fieldAnchor(`address.${part}`),
      label: f[part].label,
      value: address?.[part] ?? "",
      placeholder: address ? undefined : defaults.address.value[part],
    }),
  );
  const proofFields = PROOF_KEYS.map((key) =>
    factField(`proof.${key}`, f.proof[key], own.proof?.[key], defaults.proof[key].value, {
      maxLength: LIMITS.stat,
    }),
  );
  return (
    <div className="space-y-12">
      {photoNotice?.anchor === PHOTOS_ANCHOR && (
        <div id={PHOTOS_ANCHOR} className="scroll-mt-20">
          <PhotoNoticeLine notice={photoNotice.notice} />
        </div>
      )}
      {(previewing || hasDraft) && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent-soft p-5 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm font-medium">{copy.previewBanner.text}</p>
          {hasDraft && (
            <ActionButton action={publishPreview} label={copy.previewBanner.publish} variant="primary" />
          )}
          {previewing && <ActionButton action={exitPreview} label={copy.previewBanner.exit} />}
        </div>
      )}
      <SettingsSection id="company" title={s.company.title} description={s.company.lead}>
        <Panel>
          <FactForm action={saveCompanyFacts} fields={[...companyFields, ...addressFields]} columns />
        </Panel>
      </SettingsSection>
      <SettingsSection id="proof" title={s.proof.title} description={s.proof.lead}>
        <Panel>
          <FactForm action={saveProofFacts} fields={proofFields} columns />
        </Panel>
      </SettingsSection>
      <SettingsSection
        id={fieldAnchor("testimonials")}
        title={s.testimonials.title}
        description={s.testimonials.lead}
      >
        <div className="space-y-6">
          <DeleteItemForm list="testimonials" />
          <p className="text-sm text-muted-foreground">
            {own.testimonials
              ? own.testimonials.length
                ? null
                : s.testimonials.none
              : s.testimonials.examples}
          </p>
          {(own.testimonials ?? []).map((t) => (
            <OwnItemPanel
              key={t.id}
              list="testimonials"
              item={t}
              title={`${t.name}, ${t.company}`}
              words={s.testimonials}
              action={saveTestimonial}
              fields={testimonialFields(t.id, t)}
              notice={noticeFor(t.id)}
            />
          ))}
          {!own.testimonials &&
            facts.testimonials.map((t) => (
              <Panel key={t.name}>
                <p className="flex items-center gap-2 font-semibold">
                  {t.name}, {t.company} <ExampleMark show />
                </p>
                <p className="mt-2 text-sm text-muted-foreground">{t.quote}</p>
              </Panel>
            ))}
          <Panel>
            <h3 className="mb-4 font-semibold">{s.testimonials.add}</h3>
            <FactForm
              action={saveTestimonial}
              fields={testimonialFields("new")}
              submitLabel={s.testimonials.add}
              columns
            />
          </Panel>
        </div>
      </SettingsSection>
      <SettingsSection id={fieldAnchor("founders")} title={s.founders.title} description={s.founders.lead}>
        <div className="space-y-6">
          <DeleteItemForm list="founders" />
          {!own.founders && <p className="text-sm text-muted-foreground">{s.founders.examples}</p>}
          {(own.founders ?? []).map((founder) => (
            <OwnItemPanel
              key={founder.id}
              list="founders"
              item={founder}
              title={founder.name}
              words={s.founders}
              action={saveFounder}
              fields={founderFields(founder.id, founder)}
              notice={noticeFor(founder.id)}
            />
          ))}
          <Panel>
            <h3 className="mb-4 font-semibold">{s.founders.add}</h3>
            <FactForm
              action={saveFounder}
              fields={founderFields("new")}
              submitLabel={s.founders.add}
              columns
            />
          </Panel>
        </div>
      </SettingsSection>
      <LogoList logos={own.logos} />
      <SettingsSection id="history" title={s.history.title} description={s.history.lead}>
        <History history={history} />
      </SettingsSection>
    </div>
  );
}

type TestimonialValues = NonNullable<OwnerFacts["testimonials"]>[number];
type FounderValues = NonNullable<OwnerFacts["founders"]>[number];

function testimonialFields(key: string, t?: TestimonialValues): FactField[] {
  const tf = f.testimonial;
  const id = (name: string) => `testimonial-${key}-${name}`;
  return [
    { name: "name", id: id("name"), label: tf.name, value: t?.name ?? "", maxLength: LIMITS.name },
    { name: "role", id: id("role"), label: tf.role, value: t?.role ?? "", maxLength: LIMITS.name },
    {
      name: "company",
      id: id("company"),
      label: tf.company,
      value: t?.company ?? "",
      maxLength: LIMITS.line,
    },
    { name: "rating", id: id("rating"), label: tf.rating, value: String(t?.rating ?? 5), kind: "rating" },
    {
      name: "quote",
      id: id("quote"),
      label: tf.quote,
      value: t?.quote ?? "",
      kind: "textarea",
      maxLength: LIMITS.quote,
    },
    {
      name: "audiences",
      id: id("audiences"),
      label: tf.audiences,
      value: [...(t?.audiences ?? [])],
      kind: "choices",
      choices: audienceChoices,
    },
    ...(t ? [] : [newPhotoField(id("photo"), tf.photo)]),
  ];
}

/** A new testimonial's or founder's photo, sent with its fields (an existing one's has a form of its own). */
const newPhotoField = (id: string, label: string): FactField => ({
  name: "photo",
  id,
  label,
  hint: copy.photo.optional,
  value: "",
  kind: "file",
});

function founderFields(key: string, founder?: FounderValues): FactField[] {
  const ff = f.founder;
  const id = (name: string) => `founder-${key}-${name}`;
  return [
    { name: "name", id: id("name"), label: ff.name, value: founder?.name ?? "", maxLength: LIMITS.name },
    { name: "role", id: id("role"), label: ff.role, value: founder?.role ?? "", maxLength: LIMITS.name },
    {
      name: "bio",
      id: id("bio"),
      label: ff.bio,
      value: founder?.bio ?? "",
      kind: "textarea",
      maxLength: LIMITS.bio,
    },
    {
      name: "highlights",
      id: id("highlights"),
      label: ff.highlights,
      value: (founder?.highlights ?? []).join("\n"),
      kind: "textarea",
    },
    ...(founder ? [] : [newPhotoField(id("photo"), ff.photo)]),
  ];
}

type OwnItemPanelProps = {
  list: "testimonials" | "founders";
  item: TestimonialValues | FounderValues;
  title: string;
  words: { remove: string; save: string };
  action: typeof saveTestimonial | typeof saveFounder;
  fields: FactField[];
  notice: PhotoNotice | null;
};

/** One of the owner's testimonials or founders: its fields, a remove button, and its photo. */
function OwnItemPanel({ list, item, title, words, action, fields, notice }: OwnItemPanelProps) {
  return (
    <Panel>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h3 className="font-semibold">{title}</h3>
        <DeleteItemButton
          list={list}
          itemId={item.id}
          label={words.remove}
          accessibleLabel={`${words.remove}: ${item.name}`}
        />
      </div>
      <FactForm action={action} hidden={{ id: item.id }} fields={fields} submitLabel={words.save} columns />
      <div className="mt-6">
        <PhotoForm list={list} id={item.id} name={item.name} photo={item.photo} notice={notice} />
      </div>
    </Panel>
  );
}

function History({ history }: { history: PublishedVersion[] }) {
  const h = s.history;
  if (!history.length) return <p className="text-sm text-muted-foreground">{h.none}</p>;
  return (
    <ol className="space-y-4">
      {history.map((version, i) => {
        const previous = history[i + 1]?.facts ?? {};
        const changes = changedFacts(previous, version.facts);
        return (
          <li key={version.id} data-version={version.id}>
            <Panel>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <p className="font-semibold">
                    Version {version.id}
                    {i === 0 && (
                      <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                        {h.current}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {h.by(version.publishedBy, formatTime(version.publishedAt))}
                    {version.restoredFrom ? ` · ${h.restoredFrom(version.restoredFrom)}` : ""}
                  </p>
                </div>
                <ActionButton
                  action={restoreVersion}
                  hidden={{ version: String(version.id) }}
                  label={i === 0 ? h.republish : h.restore}
                  accessibleLabel={`${i === 0 ? h.republish : h.restore}: ${version.id}`}
                />
              </div>
              <p className="mt-3 text-sm font-medium">{h.changed}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
                {(changes.length ? changes : [h.nothingChanged]).map((change) => (
                  <li key={change} className="wrap-anywhere">
                    {change}
                  </li>
                ))}
              </ul>
            </Panel>
          </li>
        );
      })}
    </ol>
  );
}
