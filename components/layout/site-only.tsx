"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { campaignPaths } from "@/content/navigation";

/**
 * The site's navigation, left out on ad landing pages (campaignPaths in content/navigation.ts), which show `campaign` instead.
 * Pages are pre-rendered with their path, so the right one is in the HTML before any script runs.
 */
export function SiteOnly({ children, campaign = null }: { children: ReactNode; campaign?: ReactNode }) {
  return campaignPaths.includes(usePathname()) ? campaign : children;
}
