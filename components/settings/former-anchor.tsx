"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ownerArea } from "@/content/owner-area";

/**
 * Sends an old `/settings#section` link (from before each section had its own page) to that section's page. A
 * fragment never reaches the server, so this is the browser's to do.
 */
export function FormerAnchor() {
  const router = useRouter();
  useEffect(() => {
    const target = ownerArea.formerAnchors[location.hash.slice(1)];
    if (target) router.replace(target);
  }, [router]);
  return null;
}
