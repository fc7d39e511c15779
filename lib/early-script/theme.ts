import "server-only";
/**
 * Sets the theme class on <html> before the first paint, so a dark page never flashes light, and runs the header's
 * toggle from then on. Light unless `theme` in local storage says "dark", or "system" (then the device's setting).
 */
export function theme(): void {
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)");
  const stored = () => {
    try {
      return localStorage.getItem("theme");
    } catch {
      return null; // storage blocked: the default
    }
  };
  const apply = (choice: string | null) => {
    const dark = choice === "dark" || (choice === "system" && system.matches);
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
  };
  apply(stored());
  system.addEventListener("change", () => {
    if (stored() === "system") apply("system");
  });
  // Another tab chose.
  addEventListener("storage", (event) => {
    if (event.key === "theme") apply(event.newValue);
  });
  document.addEventListener("click", (event) => {
    const toggle = event.target instanceof Element && event.target.closest("button[data-theme-toggle]");
    if (!toggle) return;
    const choice = root.classList.contains("dark") ? "light" : "dark";
    // Every colour changes at once, not each at its own transition's pace.
    const still = document.createElement("style");
    still.textContent = "*,*::before,*::after{transition:none!important}";
    document.head.appendChild(still);
    apply(choice);
    try {
      localStorage.setItem("theme", choice);
    } catch {
      // storage blocked: this page keeps the choice
    }
    getComputedStyle(document.body);
    setTimeout(() => still.remove(), 1);
  });
}
