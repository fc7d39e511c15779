import { cn } from "@/lib/cn";
import type { Photo } from "@/lib/site-facts/resolve";

type Props = { name: string; photo?: Photo; className?: string };

/** A person's picture (uploaded in /settings/site, or from public/), or a monogram of their initials until one is set. */
export function Portrait({ name, photo, className }: Props) {
  const shape = "inline-flex shrink-0 items-center justify-center rounded-full";
  if (photo) {
    return (
      // A plain img: next/image would ship its client component to pages that otherwise have none.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={photo.src}
        alt=""
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className={cn(shape, "object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        shape,
        "bg-linear-to-br from-brand-soft to-accent-soft font-display font-bold tracking-tight text-primary ring-1 ring-border",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

/** "Dr. Aaron Feld" → "AF": the first and last names' first letters, titles left out. */
export function initials(name: string): string {
  const words = name
    .replace(/^(Dr|Mr|Mrs|Ms|Prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
