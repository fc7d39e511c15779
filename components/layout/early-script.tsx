import { EARLY_SCRIPT } from "@/lib/early-script";

/**
 * Runs before the first paint, ahead of any framework script: the theme class, and the header's controls working
 * before hydration (lib/early-script/: the theme toggle, the menu dialog, its `commandfor` fallback, carousels).
 */
export function EarlyScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />;
}
