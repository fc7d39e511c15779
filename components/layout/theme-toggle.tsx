import { Moon, Sun } from "lucide-react";
import { chromeLabels } from "@/content/site";

/** No client code: the early inline script (early-script.tsx) handles the click, from the first paint on. */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle=""
      className="inline-flex size-9 items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted sm:size-10"
      aria-label={chromeLabels.themeToggle}
    >
      {/* Both icons render; CSS picks one, so the server HTML matches whatever theme the client has. */}
      <Sun className="size-5 dark:hidden" aria-hidden="true" />
      <Moon className="hidden size-5 dark:block" aria-hidden="true" />
    </button>
  );
}
