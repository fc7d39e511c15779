import type { PublicPage } from "@/content/pages";

/** Pages whose title, description or keywords contain every word of the query, best matches first. */
export function searchPages(pages: readonly PublicPage[], query: string, limit = 6): PublicPage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pages
    .map((page) => {
      const title = page.title.toLowerCase();
      const rest = `${page.description} ${page.keywords.join(" ")} ${page.path}`.toLowerCase();
      let score = 0;
      for (const word of words) {
        if (title.includes(word)) score += 3;
        else if (rest.includes(word)) score += 1;
        else return { page, score: 0 };
      }
      return { page, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.page);
}
