"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in server HTML and during hydration, true after: inputs that only make sense with JavaScript. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
