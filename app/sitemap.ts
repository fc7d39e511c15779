import type { MetadataRoute } from "next";
import { publicPageList } from "@/content/pages";
import { siteUrl } from "@/lib/env";

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPageList.map((page) => ({
    url: `${siteUrl()}${page.path === "/" ? "" : page.path}`,
    changeFrequency: "monthly",
    priority: page.path === "/" ? 1 : 0.7,
  }));
}
