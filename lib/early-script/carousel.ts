import "server-only";
/**
 * Carousels scroll natively (CSS scroll-snap); their previous/next buttons step one slide and are enabled by the
 * scroll position. While a step is under way the buttons follow where it will end, not the positions on the way.
 */
export function carousel(): void {
  const heading = new WeakMap<Element, number>();
  const setButtons = (viewport: HTMLElement, x: number) => {
    const root = viewport.closest("[data-carousel]");
    const previous = root?.querySelector<HTMLButtonElement>("[data-carousel-step='-1']");
    const next = root?.querySelector<HTMLButtonElement>("[data-carousel-step='1']");
    if (previous) previous.disabled = x <= 1;
    if (next) next.disabled = x >= viewport.scrollWidth - viewport.clientWidth - 1;
  };
  const sync = (viewport: HTMLElement) => {
    if (!heading.has(viewport)) setButtons(viewport, viewport.scrollLeft);
  };
  const viewportOf = (target: EventTarget | null) =>
    target instanceof HTMLElement && target.hasAttribute("data-carousel-viewport") ? target : null;

  document.addEventListener(
    "scroll",
    (event) => {
      const viewport = viewportOf(event.target);
      if (viewport) sync(viewport);
    },
    true,
  );
  document.addEventListener(
    "scrollend",
    (event) => {
      const viewport = viewportOf(event.target);
      if (viewport && heading.delete(viewport)) sync(viewport);
    },
    true,
  );
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[data-carousel-step]");
    const viewport = button && button.closest("[data-carousel]")?.querySelector("[data-carousel-viewport]");
    if (!button || !(viewport instanceof HTMLElement)) return;
    const [first, second] = [...viewport.children] as HTMLElement[];
    const slide = first && second ? second.offsetLeft - first.offsetLeft : viewport.clientWidth;
    const from = heading.get(viewport) ?? viewport.scrollLeft;
    const end = viewport.scrollWidth - viewport.clientWidth;
    const x = Math.max(0, Math.min(end, from + Number(button.getAttribute("data-carousel-step")) * slide));
    setButtons(viewport, x);
    heading.set(viewport, x);
    // Browsers without `scrollend` settle here.
    setTimeout(() => {
      heading.delete(viewport);
      sync(viewport);
    }, 1000);
    viewport.scrollTo({ left: x, behavior: "smooth" });
  });
}
