import type { ShownLogo } from "@/lib/site-facts/resolve";

type Props = { logos: readonly ShownLogo[]; label: string };

/**
 * The owner's client logos (none until one is added in /settings/site: no examples), each named by its alt text and,
 * with a link, leading to the client's site.
 */
export function ClientLogos({ logos, label }: Props) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center justify-center gap-x-10 gap-y-8">
      {logos.map((logo) => {
        const image = (
          // A plain img: next/image would ship its client component to a page that otherwise has none.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={logo.image.src}
            alt={logo.name}
            width={logo.image.width}
            height={logo.image.height}
            loading="lazy"
            decoding="async"
            className="h-12 w-auto max-w-40 object-contain opacity-90 dark:rounded-md dark:bg-white dark:p-1.5"
          />
        );
        return (
          <li key={logo.id} data-client-logo={logo.id}>
            {logo.url ? (
              <a href={logo.url} rel="noopener noreferrer" className="inline-flex rounded-md">
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
