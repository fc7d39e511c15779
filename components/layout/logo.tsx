import { wordmarkOf } from "@/content/site";

/**
 * The cascade mark beside a wordmark in real text, so a link around the logo is named without an aria-label.
 * `collapse`: on the narrowest phones only the mark shows (the words stay for screen readers), leaving the header
 * room for its booking button. `name`: the company name as published (lib/site-facts), read by the caller.
 */
export function Logo({ name, collapse = false }: { name: string; collapse?: boolean }) {
  const wordmark = wordmarkOf(name);
  return (
    <span className="flex items-center gap-2.5 text-[#0b1324] dark:text-white">
      <svg viewBox="0 0 42 36" className="h-9 w-auto" aria-hidden="true" focusable="false">
        <g className="fill-[#3b34c9] dark:fill-white">
          <rect x="0" y="20" width="8" height="14" rx="2" opacity="0.55" />
          <rect x="11" y="12" width="8" height="22" rx="2" opacity="0.8" />
          <rect x="22" y="4" width="8" height="30" rx="2" />
        </g>
        <path
          className="fill-[#0c7a5e] dark:fill-[#4fd1a5]"
          d="M38 0 L40 4.7 L44.7 6.7 L40 8.7 L38 13.4 L36 8.7 L31.3 6.7 L36 4.7 Z"
          transform="translate(-3 0)"
        />
      </svg>
      <span className={`flex flex-col leading-none ${collapse ? "max-[379px]:sr-only" : ""}`}>
        <span className="font-display text-[15.5px] font-extrabold tracking-tight">{wordmark.primary}</span>
        <span className="mt-1 text-[9.5px] font-semibold tracking-[0.27em] uppercase opacity-75">
          {wordmark.secondary}
        </span>
      </span>
    </span>
  );
}
