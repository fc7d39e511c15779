"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/** Only form pages render this, so other pages don't ship the toast library. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      visibleToasts={3}
      duration={4000}
      closeButton
      richColors
      theme={resolvedTheme === "dark" ? "dark" : "light"}
    />
  );
}
