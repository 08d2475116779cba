/**
 * Browser-only scheduling of island hydration (each island's moment: data-hydrate, see islands.ts). Until an island is live, a press on one
 * of its buttons is held and replayed after hydration, so an early tap is never lost; links keep working
 * natively throughout (they need no code). A press on a button that opens a dialog (aria-haspopup="dialog") opens
 * the island's plain-HTML placeholder dialog at once (data-shell, press-shell.tsx), and the island's code starts
 * loading only after that has been painted; once the island is live the placeholder closes and the press is
 * replayed, opening the real dialog. Closing the placeholder first (Escape, Close) cancels the press.
 *
 * A touch does not start the loading while the finger is down: the code's first run is a long task, and the tap's
 * click must not wait behind it. It starts when the finger lifts (after the click has painted its answer).
 */
import { lockScroll, unlockScroll } from "../app/scroll-lock.js";
import { VISIBLE_ROOT_MARGIN } from "./islands.js";
import type { HydrationStrategy } from "./islands.js";

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const RELEASE_EVENTS = ["pointerup", "pointercancel", "touchend", "touchcancel"] as const;
const REPLAYABLE = "button, [role='button'], summary";
const OPENS_DIALOG = "[aria-haspopup='dialog']";
/** The placeholder's controls a visitor tabs through (not the form's hidden fields or its trap for bots). */
const STOPS = "input:not([type=hidden],[tabindex='-1']),button";
/** Its fields: the first one takes the focus when it opens (else its Close button). */
const FIELDS = "input:not([type=hidden],[tabindex='-1'])";
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
  const shell = pressShellOf(element);
  let handingOver = false;

  const holdPress = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYABLE) : null;
    if (!target || !element.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    heldPress = target;
    if (shell && !shell.open && target.matches(OPENS_DIALOG)) {
      openShell(shell);
      afterPaint(() => void start());
    } else void start();
  };
  element.addEventListener("click", holdPress, true);
  cleanups.push(() => element.removeEventListener("click", holdPress, true));
  // The visitor closed the placeholder before the island was live: they no longer want what they pressed.
  const onShellClose = () => {
    if (handingOver) return;
    heldPress?.focus({ preventScroll: true });
    heldPress = null;
  };
  shell?.addEventListener("close", onShellClose);
  cleanups.push(() => shell?.removeEventListener("close", onShellClose));

  const start = (): Promise<void> =>
    (started ??= hydrate()
      .finally(() => {
        for (const cleanup of cleanups) cleanup();
        const press = heldPress;
        heldPress = null;
        if (shell?.open) {
          handingOver = true;
          // The field being typed in: the island's dialog puts the caret back there (tools/press-shell-takeover.ts).
          shell.dataset.focus = document.activeElement?.id;
          shell.close();
        }
        if (press?.isConnected) {
          // The island's dialog returns focus to what had it when it opened: the button, not the placeholder.
          press.focus({ preventScroll: true });
          press.click();
        }
      })
      .then(markLive, markFailed));

  if (strategy === "scroll") {
    const onScroll = () => void start();
    window.addEventListener("scroll", onScroll, { passive: true });
    cleanups.push(() => window.removeEventListener("scroll", onScroll));
  } else if (strategy === "interaction") {
    // While a touch waits for its release, the events the tap brings (focus, the pointer's other events) wait too.
    let touching = false;
    const onIntent = (event: Event) => {
      if (touching) return;
      if (!isTouch(event)) return void start();
      touching = true;
      // The press shows at once (data-pressed: the button's pressed look), before anything loads: a browser shows
      // :active on a touch only once it knows the finger is not scrolling, and that can take longer than 100 ms.
      const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYABLE) : null;
      if (pressed && element.contains(pressed)) pressed.dataset.pressed = "";
      const onRelease = () => {
        for (const type of RELEASE_EVENTS) window.removeEventListener(type, onRelease, true);
        if (pressed) delete pressed.dataset.pressed;
        afterPaint(() => void start());
      };
      for (const type of RELEASE_EVENTS) window.addEventListener(type, onRelease, { capture: true, passive: true });
    };
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

/** The island's plain-HTML placeholder dialog (data-shell), when it has one and the browser has modal dialogs. */
function pressShellOf(element: HTMLElement): HTMLDialogElement | null {
  const shell = element.dataset.shell ? document.getElementById(element.dataset.shell) : null;
  return shell instanceof HTMLDialogElement && typeof shell.show === "function" ? shell : null;
}

/**
 * Opens the placeholder (press-shell.tsx) as a modal would behave, without making the page inert (which restyles
 * every element): the page behind does not scroll (the dialogs' own lock, scroll-lock.ts, held until it closes; the
 * island's dialog takes its own before this one ends), focus on its first field (else its Close button) and kept
 * inside (Tab and Shift+Tab go round its controls), Escape or a press on its backdrop closes it.
 */
function openShell(shell: HTMLDialogElement): void {
  shell.setAttribute("aria-modal", "true");
  lockScroll();
  shell.show();
  const stops = () => [...shell.querySelectorAll<HTMLElement>(STOPS)];
  (shell.querySelector<HTMLElement>(FIELDS) ?? stops()[0])?.focus({ preventScroll: true });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      shell.close();
    }
    if (event.key !== "Tab") return;
    // Tab never leaves for the page behind: from the last control it goes to the first, and back.
    const all = stops();
    if (document.activeElement === all.at(event.shiftKey ? 0 : -1)) {
      event.preventDefault();
      all.at(event.shiftKey ? -1 : 0)?.focus();
    }
  };
  const onPress = (event: MouseEvent) => {
    if (event.target === shell) shell.close();
  };
  shell.addEventListener("keydown", onKey);
  shell.addEventListener("click", onPress);
  shell.addEventListener(
    "close",
    () => {
      shell.removeAttribute("aria-modal");
      unlockScroll();
      shell.removeEventListener("keydown", onKey);
      shell.removeEventListener("click", onPress);
    },
    { once: true },
  );
}

/** A finger on the screen (a touch, or a pointer event that comes from one). */
function isTouch(event: Event): boolean {
  return event.type.startsWith("touch") || ("pointerType" in event && event.pointerType !== "mouse");
}

/** Runs `task` in a task after the next frame has been painted. */
function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame === "undefined") return void setTimeout(task, 0);
  requestAnimationFrame(() => setTimeout(task, 0));
}
