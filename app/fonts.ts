import localFont from "next/font/local";

// One font, for headings only: body text uses the system stack, so the largest paint never waits for a download.
// The file is Plus Jakarta Sans (OFL, app/fonts/OFL.txt) cut to the heading weights and the copy's characters by
// scripts/subset-heading-font.sh (10 KB instead of 27 KB); nothing is fetched at build or run time.
export const jakarta = localFont({
  src: "./fonts/plus-jakarta-sans-headings.woff2",
  variable: "--font-jakarta",
  weight: "600 800",
  display: "optional",
});
