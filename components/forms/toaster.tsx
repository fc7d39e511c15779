"use client";

import { useSyncExternalStore } from "react";
import { Toaster as Sonner } from "sonner";

// The theme is the class the early inline script keeps on <html>.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.classList.contains("dark");

/** Only form pages render this, so other pages don't ship the toast library. */
export function Toaster() {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return (
    <Sonner
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      visibleToasts={3}
      duration={4000}
      closeButton
      richColors
      theme={dark ? "dark" : "light"}
    />
  );
}
