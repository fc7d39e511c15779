import localFont from "next/font/local";

// One font, for headings only: body text uses the system stack, so the largest paint never waits for a download.
// The font ships inside an npm package, so nothing is fetched at build or run time.
export const jakarta = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  variable: "--font-jakarta",
  weight: "200 800",
  display: "optional",
});
