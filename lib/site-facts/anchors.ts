import "server-only";
/** The owner's editor for the site's facts. */
export const SITE_EDITOR_PATH = "/settings/site";

/** The id of a fact's field in the editor ("proof.rating" -> "fact-proof-rating"), linked from the checklist. */
export const fieldAnchor = (id: string) => `fact-${id.replace(/[^a-zA-Z0-9]+/g, "-").replace(/-$/, "")}`;
