import { legalOutline, type LegalDocument as LegalDocumentData } from "@/content/legal";
import { Container } from "@/components/layout/container";
import { DocumentCard } from "@/components/visuals/document-card";
import { InlineLink, LegalBullet, LegalParagraphs } from "./legal-text";
import { PageHero } from "./page-hero";

// A fixed locale and UTC keep the server and browser rendering the same date string.
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const { sections } = document;
  const outline = sections.slice(0, legalOutline.size).map((section) => section.heading);
  return (
    <>
      <PageHero
        {...document}
        visual={
          <DocumentCard
            alt={legalOutline.alt(document.title, outline)}
            title={legalOutline.title}
            items={outline}
          />
        }
      >
        <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            {document.updatedLabel}{" "}
            <time dateTime={document.updated} className="font-semibold text-foreground">
              {dateFormat.format(new Date(`${document.updated}T00:00:00Z`))}
            </time>
          </span>
          <span>
            {document.questionsLabel} <InlineLink part={document.contact} />
          </span>
        </p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <div
          data-layout="document"
          data-signature=""
          className="gap-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]"
        >
          <nav
            aria-labelledby="toc-heading"
            className="mb-10 rounded-2xl border border-border bg-card p-5 lg:sticky lg:top-24 lg:mb-0 lg:self-start"
          >
            <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-accent uppercase">
              {document.tocLabel}
            </h2>
            <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
              {sections.map((section, i) => (
                <li key={section.id} className="flex gap-2">
                  <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">{i + 1}.</span>
                  <a href={`#${section.id}`} className="text-foreground hover:text-primary hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="max-w-[70ch] text-base leading-7">
            {sections.map((section, i) => (
              <section
                key={section.id}
                aria-labelledby={section.id}
                className="border-border not-first:mt-12 not-first:border-t not-first:pt-10"
              >
                <h2 id={section.id} className="text-2xl font-bold sm:text-[1.65rem]">
                  <span className="mr-2 text-primary">{i + 1}.</span>
                  {section.heading}
                </h2>
                <LegalParagraphs values={section.paragraphs} className="mt-4" />
                {section.bullets && (
                  <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
                    {section.bullets.map((item, j) => (
                      <li key={j} className="pl-1">
                        <LegalBullet item={item} />
                      </li>
                    ))}
                  </ul>
                )}
                {section.callout && (
                  <div className="mt-6 rounded-xl border-l-4 border-accent bg-accent-soft px-5 py-4 font-medium">
                    <LegalParagraphs values={section.callout} className="not-first:mt-3" />
                  </div>
                )}
              </section>
            ))}
          </article>
        </div>
      </Container>
    </>
  );
}
