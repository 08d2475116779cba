/**
 * Browser-only scheduling of island hydration (each island's moment: data-hydrate, see islands.ts). Until an island is live, a press on one
 * of its buttons is held and replayed after hydration, so an early tap is never lost; links keep working
 * natively throughout (they need no code).
 */
import { VISIBLE_ROOT_MARGIN } from "./islands.js";
import type { HydrationStrategy } from "./islands.js";

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const REPLAYABLE = "button, [role='button'], summary";
const NO_BOX = new Set(["LINK", "SCRIPT", "STYLE", "TEMPLATE", "META", "NOSCRIPT"]);

/** Calls `hydrate` per `strategy`; resolves when the island is live (or rejects if its code failed). */
export function hydrateWhen(
  element: HTMLElement,
  strategy: HydrationStrategy,
  hydrate: () => Promise<void>,
): Promise<void> {
  if (strategy === "load") return hydrate();

  let started: Promise<void> | undefined;
  let markLive!: () => void;
  let markFailed!: (reason: unknown) => void;
  const live = new Promise<void>((resolve, reject) => {
    markLive = resolve;
    markFailed = reject;
  });
  let heldPress: HTMLElement | null = null;
  const cleanups: Array<() => void> = [];

  const holdPress = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYABLE) : null;
    if (!target || !element.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    heldPress = target;
    void start();
  };
  element.addEventListener("click", holdPress, true);
  cleanups.push(() => element.removeEventListener("click", holdPress, true));

  const start = (): Promise<void> =>
    (started ??= hydrate()
      .finally(() => {
        for (const cleanup of cleanups) cleanup();
        const press = heldPress;
        heldPress = null;
        if (press?.isConnected) press.click();
      })
      .then(markLive, markFailed));

  if (strategy === "scroll") {
    const onScroll = () => void start();
    window.addEventListener("scroll", onScroll, { passive: true });
    cleanups.push(() => window.removeEventListener("scroll", onScroll));
  } else if (strategy === "interaction") {
    const onIntent = () => void start();
    for (const type of INTENT_EVENTS) {
      element.addEventListener(type, onIntent, { passive: true });
      cleanups.push(() => element.removeEventListener(type, onIntent));
    }
  } else {
    // The island wrapper is display: contents (no box of its own): watch its elements that have one (not the
    // <link rel="preload"> React puts before a priority image).
    const boxes = [...element.children].filter((child) => !NO_BOX.has(child.tagName));
    if (typeof IntersectionObserver === "undefined") return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void start();
      },
      { rootMargin: VISIBLE_ROOT_MARGIN },
    );
    for (const box of boxes.length > 0 ? boxes : [element]) observer.observe(box);
    cleanups.push(() => observer.disconnect());
  }
  return live;
}
