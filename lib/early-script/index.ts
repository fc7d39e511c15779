// Server-only: the functions ship as text in the layout's HTML, never as a module.
import "server-only";
import { carousel } from "./carousel";
import { commandFallback } from "./command-fallback";
import { menuDialog } from "./menu-dialog";
import { theme } from "./theme";

/** One concern each; every function uses only the page's globals, since it ships as its own text. */
export const EARLY_SCRIPT_PARTS = { theme, carousel, menuDialog, commandFallback };

/**
 * The early inline script: each concern's function as compiled, called at once (as next-themes ships its
 * ThemeScript). Its text is hashed into the CSP at build like every other inline script.
 */
export const EARLY_SCRIPT = Object.values(EARLY_SCRIPT_PARTS)
  .map((part) => `(${part.toString()})();`)
  .join("");
