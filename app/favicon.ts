// The cascade mark as the tab icon, inline in every page: a favicon URL is fetched while the page paints, and lab
// measurements counted it against the largest paint. /apple-icon is the icon crawlers and home screens fetch.

/** The mark as an SVG data URL; `css` colours its bars (.m) and its spark (.s). */
export const markDataUrl = (css: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1.3 -5.1 44 44"><style>${css}</style><rect class="m" x="0" y="20" width="8" height="14" rx="2" opacity=".55"/><rect class="m" x="11" y="12" width="8" height="22" rx="2" opacity=".8"/><rect class="m" x="22" y="4" width="8" height="30" rx="2"/><path class="s" d="M33 2l2.2 5.2 5.2 2.2-5.2 2.2L33 16.8l-2.2-5.2-5.2-2.2 5.2-2.2z" transform="translate(5 -2) scale(.9)"/></svg>`,
  )}`;

export const faviconDataUrl = markDataUrl(
  ".m{fill:#3b34c9}.s{fill:#0c7a5e}@media (prefers-color-scheme:dark){.m{fill:#fff}.s{fill:#4fd1a5}}",
);

/** The brand's gradient filling a whole generated image (the home-screen icon, the Open Graph card). */
export const brandCanvas = {
  width: "100%",
  height: "100%",
  display: "flex",
  backgroundImage: "linear-gradient(135deg, #3b34c9 0%, #2d2a9a 52%, #0c7a5e 100%)",
} as const;
