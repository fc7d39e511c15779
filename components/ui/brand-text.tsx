import { site } from "@/content/site";

/**
 * Text with the assistant's name set so its capital I has serifs: in the site's font a capital I and a lowercase l
 * are the same stroke, and "AIden" would read as "Alden". The letters stay one word for screen readers and search.
 */
export function BrandText({ text }: { text: string }) {
  const parts = text.split(site.assistantName);
  if (parts.length === 1) return text;
  return parts.flatMap((part, i) => (i === 0 ? [part] : [<AssistantName key={i} />, part]));
}

function AssistantName() {
  return (
    <span className="whitespace-nowrap">
      {[...site.assistantName].map((letter, i) =>
        letter === "I" ? (
          <span key={i} className="font-serif">
            I
          </span>
        ) : (
          letter
        ),
      )}
    </span>
  );
}
