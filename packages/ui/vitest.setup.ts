import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import type * as TestingLibrary from "@testing-library/react";
import { installIntersectionObserver, resetIntersectionObservers } from "./src/test/observers";

// Every test renders inside a clearly fictional agency's SiteConfigProvider (src/test/example-site.tsx): the kit ships
// no business's details and needs them from the app. A test of the kit without a provider passes its own `wrapper`.
vi.mock("@testing-library/react", async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  const { ExampleSite } = await import("./src/test/example-site");
  const render = ((ui: Parameters<typeof library.render>[0], options?: Parameters<typeof library.render>[1]) =>
    library.render(ui, { wrapper: ExampleSite, ...options })) as typeof library.render;
  return { ...library, render };
});

// CI runs these beside the browser tests on two cores: findBy/waitFor wait up to 5 s, not 1 s, before failing.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the observers, matchMedia, scrollTo and pointer capture that Radix and embla use.
class ResizeObserverMock implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== "undefined") {
  globalThis.ResizeObserver = ResizeObserverMock;
  installIntersectionObserver();

  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }

  window.scrollTo = vi.fn();
  Element.prototype.scrollTo = function scrollTo() {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  Element.prototype.hasPointerCapture = function hasPointerCapture() {
    return false;
  };
  Element.prototype.setPointerCapture = function setPointerCapture() {};
  Element.prototype.releasePointerCapture = function releasePointerCapture() {};

  // Testing Library (user-event's async wrapper, waitFor) advances fake timers through a global `jest`; with
  // vitest's fake timers it would otherwise wait forever on a timer that never fires.
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

  afterEach(() => {
    cleanup();
    resetIntersectionObservers();
  });
}
