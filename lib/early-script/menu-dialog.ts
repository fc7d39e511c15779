import "server-only";
/** An open modal <dialog> (the menu) keeps Tab inside it, and closes when a link in it is chosen. */
export function menuDialog(): void {
  document.addEventListener("keydown", (event) => {
    const dialog = event.key === "Tab" && document.querySelector("dialog[open]");
    if (!dialog) return;
    const focusable = dialog.querySelectorAll<HTMLElement>(
      'a[href],button:not([disabled]),input:not([disabled]),[tabindex]:not([tabindex="-1"])',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element && event.target.closest("dialog[open] a");
    if (link) link.closest("dialog")?.close();
  });
}
