"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/** False in server HTML and during hydration, true after: controls that need JavaScript stay usable without it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
