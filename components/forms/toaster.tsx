"use client";

import { useSyncExternalStore } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { BrandText } from "@/components/ui/brand-text";
import type { FormState } from "@/lib/forms/state";

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

/** Shows an action's outcome as a toast; sonner's store is global, so it works after the caller unmounts. */
export function showFormToast(state: FormState) {
  if (!state.toast) return;
  const { title, variant } = state.toast;
  const description = <BrandText text={state.toast.description} />;
  if (variant === "destructive") toast.error(title, { description });
  else if (state.status === "success") toast.success(title, { description });
  else toast.warning(title, { description });
}
