import { Window } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import { carousel } from "@/lib/early-script/carousel";
import { commandFallback } from "@/lib/early-script/command-fallback";
import { EARLY_SCRIPT } from "@/lib/early-script";
import { menuDialog } from "@/lib/early-script/menu-dialog";
import { theme } from "@/lib/early-script/theme";

// Each test gets a fresh page (happy-dom) and runs the concern from its text, as the page does: a function that
// reached for anything but the page's globals would fail here.
const pages: Window[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.happyDOM.close()));
});

type Setup = { dark?: boolean; stored?: string; blockedStorage?: boolean };

function page(body: string, script: string, { dark = false, stored, blockedStorage }: Setup = {}) {
  const window = new Window({
    url: "https://example.test/",
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      device: { prefersColorScheme: dark ? "dark" : "light" },
    },
  });
  pages.push(window);
  window.document.body.innerHTML = body;
  if (stored) window.localStorage.setItem("theme", stored);
  if (blockedStorage) {
    Object.defineProperty(window, "localStorage", {
      get: () => {
        throw new Error("SecurityError: storage is blocked");
      },
    });
  }
  window.eval(script);
  return window;
}
const run = (part: () => void) => `(${part.toString()})();`;
const click = (element: unknown) => (element as { click(): void }).click();

describe("theme", () => {
  const toggle = '<button type="button" data-theme-toggle=""></button>';
  const isDark = (window: Window) => window.document.documentElement.classList.contains("dark");

  it("is light by default, even on a dark device, before anything else runs", () => {
    const window = page(toggle, run(theme), { dark: true });
    expect(isDark(window)).toBe(false);
    expect(window.document.documentElement.style.colorScheme).toBe("light");
  });

  it("is dark when stored so, and follows the device when stored as system", () => {
    expect(isDark(page(toggle, run(theme), { stored: "dark" }))).toBe(true);
    expect(isDark(page(toggle, run(theme), { stored: "system", dark: true }))).toBe(true);
    expect(isDark(page(toggle, run(theme), { stored: "system", dark: false }))).toBe(false);
  });

  it("toggles and remembers, with no colour transition while the page changes", async () => {
    const window = page(toggle, run(theme));
    click(window.document.querySelector("[data-theme-toggle]"));
    expect(isDark(window)).toBe(true);
    expect(window.document.documentElement.style.colorScheme).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(window.document.head.querySelector("style")?.textContent).toContain("transition:none");
    await window.happyDOM.waitUntilComplete();
    expect(window.document.head.querySelector("style")).toBeNull();
    click(window.document.querySelector("[data-theme-toggle]"));
    expect(isDark(window)).toBe(false);
    expect(window.localStorage.getItem("theme")).toBe("light");
  });

  it("takes another tab's choice", () => {
    const window = page(toggle, run(theme));
    window.dispatchEvent(new window.StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(isDark(window)).toBe(true);
  });

  it("still toggles when storage is blocked", () => {
    const window = page(toggle, run(theme), { blockedStorage: true });
    expect(isDark(window)).toBe(false);
    click(window.document.querySelector("[data-theme-toggle]"));
    expect(isDark(window)).toBe(true);
  });
});

describe("carousel", () => {
  const markup = `<div data-carousel=""><div data-carousel-viewport=""><div></div><div></div><div></div></div>
    <button type="button" data-carousel-step="-1" disabled=""></button>
    <button type="button" data-carousel-step="1"></button></div>`;

  /** Three slides of 300 px in a 300 px viewport (happy-dom lays nothing out), its scrolls recorded. */
  function carouselPage() {
    const window = page(markup, run(carousel));
    const viewport = window.document.querySelector("[data-carousel-viewport]")!;
    const scrolls: unknown[] = [];
    Object.defineProperties(viewport, {
      scrollWidth: { value: 900 },
      clientWidth: { value: 300 },
      scrollLeft: { value: 0, writable: true },
      scrollTo: { value: (options: unknown) => scrolls.push(options) },
    });
    [...viewport.children].forEach((slide, i) =>
      Object.defineProperty(slide, "offsetLeft", { value: i * 300 }),
    );
    const [previous, next] = [...window.document.querySelectorAll("button")] as unknown as {
      disabled: boolean;
    }[];
    const scrollTo = (x: number, type = "scroll") => {
      (viewport as unknown as { scrollLeft: number }).scrollLeft = x;
      viewport.dispatchEvent(new window.Event(type));
    };
    return { window, viewport, scrolls, previous: previous!, next: next!, scrollTo };
  }

  it("steps one slide smoothly and sets the buttons by where the step will end", () => {
    const { window, scrolls, previous, next } = carouselPage();
    click(window.document.querySelector("[data-carousel-step='1']"));
    expect(scrolls).toEqual([{ left: 300, behavior: "smooth" }]);
    expect([previous.disabled, next.disabled]).toEqual([false, false]);
    // A second click before the first step ends goes on from where that one will end.
    click(window.document.querySelector("[data-carousel-step='1']"));
    expect(scrolls.at(-1)).toEqual({ left: 600, behavior: "smooth" });
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
  });

  it("ignores positions on the way, then follows the scroll once the step has ended", () => {
    const { window, previous, next, scrollTo } = carouselPage();
    click(window.document.querySelector("[data-carousel-step='1']"));
    scrollTo(5);
    expect(previous.disabled).toBe(false);
    scrollTo(600, "scrollend");
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
  });

  it("enables the buttons by a swipe's scroll position", () => {
    const { previous, next, scrollTo } = carouselPage();
    scrollTo(600);
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
    scrollTo(0);
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
  });
});

describe("menu dialog", () => {
  const markup = `<button type="button" id="opener"></button><dialog id="menu">
    <button type="button" id="close"></button><a href="#services" id="services">Services</a>
    <a href="/book" id="book">Book</a></dialog>`;

  function openMenu() {
    const window = page(markup, run(menuDialog));
    const dialog = window.document.getElementById("menu") as unknown as HTMLDialogElement;
    dialog.showModal();
    const byId = (id: string) => window.document.getElementById(id) as unknown as HTMLElement;
    const tab = (shiftKey = false) => {
      const event = new window.KeyboardEvent("keydown", {
        key: "Tab",
        shiftKey,
        bubbles: true,
        cancelable: true,
      });
      window.document.activeElement!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return { window, dialog, byId, tab };
  }

  it("keeps Tab inside the open menu, both ways", () => {
    const { window, byId, tab } = openMenu();
    byId("book").focus();
    expect(tab()).toBe(true);
    expect(window.document.activeElement).toBe(byId("close"));
    expect(tab(true)).toBe(true);
    expect(window.document.activeElement).toBe(byId("book"));
    byId("services").focus();
    expect(tab()).toBe(false); // the browser moves on inside the menu
  });

  it("closes when a link in it is chosen", () => {
    const { dialog, byId } = openMenu();
    byId("services").click();
    expect(dialog.open).toBe(false);
  });

  it("leaves Tab alone while no menu is open", () => {
    const { dialog, byId, tab } = openMenu();
    dialog.close();
    byId("opener").focus();
    expect(tab()).toBe(false);
  });
});

describe("commandfor fallback", () => {
  const markup = `<button type="button" commandfor="menu" command="show-modal" id="open"></button>
    <dialog id="menu"><button type="button" commandfor="menu" command="close" id="close"></button></dialog>`;

  it("opens and closes the dialog in a browser without the Invoker Commands API", () => {
    const window = page(markup, run(commandFallback));
    const dialog = window.document.getElementById("menu") as unknown as HTMLDialogElement;
    click(window.document.getElementById("open"));
    expect(dialog.open).toBe(true);
    click(window.document.getElementById("close"));
    expect(dialog.open).toBe(false);
  });

  it("leaves the commands to a browser that has the API", () => {
    const window = page(markup, run(commandFallback));
    const opener = window.document.getElementById("open")!;
    Object.defineProperty(opener, "commandForElement", { value: null });
    click(opener);
    expect((window.document.getElementById("menu") as unknown as HTMLDialogElement).open).toBe(false);
  });
});

describe("the early script as the layout ships it", () => {
  it("runs every concern from one text", () => {
    const body = `<button type="button" data-theme-toggle=""></button>
      <button type="button" commandfor="menu" command="show-modal" id="open"></button><dialog id="menu"></dialog>`;
    const window = page(body, EARLY_SCRIPT, { stored: "dark" });
    expect(window.document.documentElement.classList.contains("dark")).toBe(true);
    click(window.document.getElementById("open"));
    expect((window.document.getElementById("menu") as unknown as HTMLDialogElement).open).toBe(true);
    for (const name of ["theme", "carousel", "menuDialog", "commandFallback"])
      expect(EARLY_SCRIPT).toContain(name);
  });
});
