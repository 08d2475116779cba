// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lockScroll, unlockScroll } from "../app/scroll-lock.js";
import { hydrateWhen } from "./hydrate-when.js";

afterEach(() => {
  // A test's placeholder left open holds its scroll lock: end every one, as its 'close' would.
  while (document.body.hasAttribute("data-scroll-locked")) unlockScroll();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

// jsdom has <dialog> without its methods: open and close it the way browsers do ('close' comes in a later task).
beforeAll(() => {
  HTMLDialogElement.prototype.show = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    setTimeout(() => this.dispatchEvent(new Event("close")), 0);
  };
});

/** An island whose button opens a dialog, followed by its plain-HTML placeholder (press-shell.tsx). */
function islandWithShell() {
  const element = island('<button aria-haspopup="dialog">Download Free Guide</button>');
  element.dataset.shell = "guide-shell";
  const shell = document.createElement("dialog");
  shell.id = "guide-shell";
  shell.innerHTML = "<h2>Get Your Free Medicare Guide</h2><form method='dialog'><button>Close</button></form>";
  document.body.append(shell);
  return { element, button: element.querySelector("button")!, shell };
}

const touch = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));
const press = (button: HTMLElement) => {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  button.dispatchEvent(click);
  return click;
};

function island(html: string): HTMLElement {
  const element = document.createElement("div");
  element.className = "contents";
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/** A hydrate function that records calls and stays pending until released. */
function deferredHydrate() {
  let release!: () => void;
  const hydrate = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  return { hydrate, release: () => release() };
}

describe("hydrateWhen", () => {
  it("'load' hydrates at once", async () => {
    const hydrate = vi.fn(() => Promise.resolve());
    await hydrateWhen(island("<button>Menu</button>"), "load", hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("'scroll' waits for the page's first scroll, and hydrates only once", async () => {
    const element = island("<a href='/contact'>Schedule</a>");
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "scroll", hydrate);
    element.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(hydrate).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    expect(hydrate).toHaveBeenCalledTimes(1);
    release();
    await live;
    window.dispatchEvent(new Event("scroll"));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("'interaction' waits for the pointer, a touch or keyboard focus, and hydrates only once", async () => {
    const element = island("<button>Menu</button>");
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    element.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    element.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    release();
    await live;
  });

  it("holds a press on a button that comes before hydration and replays it once the island is live", async () => {
    const element = island("<button>Menu</button>");
    const button = element.querySelector("button")!;
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    const before = vi.fn();
    document.addEventListener("click", before);

    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(before).not.toHaveBeenCalled();
    expect(hydrate).toHaveBeenCalledTimes(1);

    release();
    await live;
    // The replayed press reaches the (now hydrated) page exactly once.
    expect(before).toHaveBeenCalledTimes(1);
    button.click();
    expect(before).toHaveBeenCalledTimes(2);
    document.removeEventListener("click", before);
  });

  it("'interaction' waits for a touch to lift before it loads the code, so the tap's click never waits behind it", async () => {
    const element = island("<button>Menu</button>");
    const button = element.querySelector("button")!;
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    expect(button.hasAttribute("data-pressed")).toBe(false);
    touch(button, "touchstart");
    // The press shows at once (the button's pressed look), while nothing loads.
    expect(button.hasAttribute("data-pressed")).toBe(true);
    const pointer = Object.assign(new Event("pointerdown", { bubbles: true }), { pointerType: "touch" });
    button.dispatchEvent(pointer);
    // The focus a tap brings waits with it.
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(hydrate).not.toHaveBeenCalled();
    touch(window, "touchend");
    expect(button.hasAttribute("data-pressed")).toBe(false);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    release();
    await live;
  });

  it("a mouse pointer over the island starts loading at once", () => {
    const element = island("<button>Menu</button>");
    const { hydrate } = deferredHydrate();
    void hydrateWhen(element, "interaction", hydrate);
    const over = Object.assign(new Event("pointerover", { bubbles: true }), { pointerType: "mouse" });
    element.querySelector("button")!.dispatchEvent(over);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("opens the placeholder dialog at the first press, then hands over to the island's dialog once it is live", async () => {
    const { element, button, shell } = islandWithShell();
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    const reached = vi.fn();
    document.addEventListener("click", reached);

    touch(button, "touchstart");
    touch(window, "touchend");
    expect(press(button).defaultPrevented).toBe(true);
    // Answered at once, with no code loaded yet.
    expect(shell.open).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));

    release();
    await live;
    // The placeholder is gone, the press reached the live island once, from the button (so focus returns there).
    expect(shell.open).toBe(false);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    document.removeEventListener("click", reached);
  });

  it("the placeholder locks the page's scroll while open, and the island's dialog takes the lock over with no gap", async () => {
    const { element, button, shell } = islandWithShell();
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    // The island's dialog locks when the replayed press opens it, as the kit's dialogs do (remove-scroll-bar.tsx).
    const opensDialog = () => lockScroll();
    press(button);
    expect(shell.open).toBe(true);
    expect(document.body.getAttribute("data-scroll-locked")).toBe("1");
    expect(document.body.style.getPropertyValue("overflow")).toBe("hidden");
    document.addEventListener("click", opensDialog);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    release();
    await live;
    expect(document.body.getAttribute("data-scroll-locked")).not.toBeNull();
    // The placeholder's 'close' (a later task) ends its own lock only: the island's holds.
    await vi.waitFor(() => expect(document.body.getAttribute("data-scroll-locked")).toBe("1"));
    expect(document.body.style.getPropertyValue("overflow")).toBe("hidden");
    unlockScroll();
    expect(document.body.hasAttribute("data-scroll-locked")).toBe(false);
    expect(document.body.style.getPropertyValue("overflow")).toBe("");
    document.removeEventListener("click", opensDialog);
  });

  it("closing the placeholder gives the page its scroll back", async () => {
    const { element, button, shell } = islandWithShell();
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    press(button);
    expect(document.body.style.getPropertyValue("overflow")).toBe("hidden");
    shell.close();
    await vi.waitFor(() => expect(document.body.hasAttribute("data-scroll-locked")).toBe(false));
    expect(document.body.getAttribute("style") ?? "").toBe("");
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    release();
    await live;
  });

  it("a press on a button that opens no dialog leaves the placeholder closed", async () => {
    const { element, shell } = islandWithShell();
    element.insertAdjacentHTML("beforeend", "<button>Search</button>");
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    press(element.querySelectorAll("button")[1]!);
    expect(shell.open).toBe(false);
    expect(hydrate).toHaveBeenCalledTimes(1);
    release();
    await live;
  });

  it("closing the placeholder before the island is live cancels the press", async () => {
    const { element, button, shell } = islandWithShell();
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    const reached = vi.fn();
    document.addEventListener("click", reached);
    press(button);
    expect(shell.open).toBe(true);
    // A modal while open, and only then (the toasts and notices leave Escape to an open modal).
    expect(shell.getAttribute("aria-modal")).toBe("true");
    shell.close();
    await vi.waitFor(() => expect(shell.hasAttribute("aria-modal")).toBe(false));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await live;
    expect(reached).not.toHaveBeenCalled();
    document.removeEventListener("click", reached);
  });

  it("the placeholder keeps the focus on Tab, closes on Escape and gives the focus back to the button", async () => {
    const { element, button, shell } = islandWithShell();
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    button.focus();
    press(button);
    const close = shell.querySelector("button")!;
    expect(document.activeElement).toBe(close);
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    close.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    close.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    expect(shell.open).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
    release();
    await live;
  });

  it("a placeholder holding a form puts the focus in its first field and keeps Tab going round its controls", async () => {
    const { element, button, shell } = islandWithShell();
    shell.insertAdjacentHTML(
      "beforeend",
      "<form method='post'><input type='hidden' name='source'><input tabindex='-1' name='website'>" +
        "<input name='firstName'><input name='email'><button type='submit'>Send Me the Guide</button></form>",
    );
    const { hydrate, release } = deferredHydrate();
    const live = hydrateWhen(element, "interaction", hydrate);
    button.focus();
    press(button);
    const first = shell.querySelector<HTMLInputElement>("input[name=firstName]")!;
    const close = shell.querySelector("button")!;
    const send = shell.querySelector<HTMLButtonElement>("button[type=submit]")!;
    expect(document.activeElement).toBe(first);
    // From the last control, Tab goes round to the first (the Close button); Shift+Tab from there, to the last.
    send.focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    send.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    const back = new KeyboardEvent("keydown", { key: "Tab", shiftKey: true, bubbles: true, cancelable: true });
    close.dispatchEvent(back);
    expect(back.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(send);
    // Between them, Tab is the browser's own.
    first.focus();
    const inside = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    first.dispatchEvent(inside);
    expect(inside.defaultPrevented).toBe(false);
    release();
    await live;
  });

  it("never holds a link: it navigates natively whether or not the island is live", () => {
    const element = island('<a href="#somewhere">Medicare Plans</a>');
    void hydrateWhen(element, "interaction", deferredHydrate().hydrate);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    element.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("'visible' hydrates when one of the island's elements comes near the viewport", async () => {
    let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(
          callback: (entries: Array<{ isIntersecting: boolean }>) => void,
          options: IntersectionObserverInit,
        ) {
          notify = callback;
          expect(options.rootMargin).toBe("200px");
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    // A priority image's card starts with the preload <link> React renders: it has no box, so it is not watched.
    const element = island('<link rel="preload" as="image" href="/a.webp"><article>Card</article>');
    const hydrate = vi.fn(() => Promise.resolve());
    const live = hydrateWhen(element, "visible", hydrate);
    expect(observed).toEqual([element.querySelector("article")]);
    notify!([{ isIntersecting: false }]);
    expect(hydrate).not.toHaveBeenCalled();
    notify!([{ isIntersecting: true }]);
    await live;
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("rejects when the island's code fails, and lets presses through again", async () => {
    const element = island("<button>Menu</button>");
    const live = hydrateWhen(element, "interaction", () => Promise.reject(new Error("offline")));
    element.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await expect(live).rejects.toThrow("offline");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    element.querySelector("button")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
