import { site } from "./site";

/** Text on the shared social card (app/opengraph-image.tsx). */
export const ogImage = {
  alt: `${site.name}: Systems That Work and Scale. ${site.motto}.`,
  /** The alt text with the company name as published. */
  altFor: (name: string) => `${name}: Systems That Work and Scale. ${site.motto}.`,
  tagline: "Systems That Work and Scale",
  kicker: `AI automation agency · ${site.address.city}, Oregon`,
};
