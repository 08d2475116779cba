// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateWhen } from "./hydrate-when.js";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

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
