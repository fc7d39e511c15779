import localFont from "next/font/local";

// One font for all text, headings and body: Plus Jakarta Sans (OFL, app/fonts/OFL.txt) cut to weights 400–800 and the
// characters the copy uses by scripts/subset-font.sh (11 KB instead of 27 KB); nothing is fetched at build or run
// time. Body text in a font of the page's own, not the system's, also spares the first layout a lookup of each system
// font size (docs/performance.md, "The first layout").
export const jakarta = localFont({
  src: "./fonts/plus-jakarta-sans.woff2",
  variable: "--font-jakarta",
  weight: "400 800",
  display: "optional",
});
