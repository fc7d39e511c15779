import "server-only";
/**
 * The Invoker Commands API (`commandfor` + `command`) opens and closes the menu's <dialog> with no script at all;
 * this supplies the two commands the menu uses to browsers without it.
 */
export function commandFallback(): void {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[commandfor]");
    if (!button || "commandForElement" in button) return;
    const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    else if (command === "close" && dialog.open) dialog.close();
  });
}
