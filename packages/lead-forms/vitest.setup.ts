import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";
import type * as TestingLibrary from "@testing-library/react";

// Every component test renders inside a clearly fictional agency's SiteConfigProvider (src/test-support/example-site.tsx):
// the UI kit ships no business's details and needs them from the app. A test without one passes its own `wrapper`.
vi.mock("@testing-library/react", async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  const { ExampleSite } = await import("./src/test-support/example-site.js");
  const render = ((ui: Parameters<typeof library.render>[0], options?: Parameters<typeof library.render>[1]) =>
    library.render(ui, { wrapper: ExampleSite, ...options })) as typeof library.render;
  return { ...library, render };
});

// Only the jsdom test files (components, stories) need the DOM shims and Testing Library's cleanup.
if (typeof window !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  // CI runs these beside the browser tests on two cores: findBy/waitFor wait up to 5 s, not 1 s, before failing.
  configure({ asyncUtilTimeout: 5000 });

  // jsdom lacks the observers, matchMedia and pointer capture that Radix and sonner use.
  class ResizeObserverMock implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver ??= ResizeObserverMock;
  if (!("matchMedia" in window)) {
    const matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
    Object.assign(window, { matchMedia });
  }
  const element = Element.prototype as unknown as Record<string, unknown>;
  const shims = {
    scrollIntoView: () => undefined,
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  };
  for (const [name, shim] of Object.entries(shims)) element[name] ??= shim;

  // Testing Library (waitFor, user-event's async wrapper) advances fake timers through a global `jest`.
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

  afterEach(async () => {
    cleanup();
    // Radix's focus scope finishes unmounting on a 0 ms timer; let it run while the DOM still exists, so it never
    // fires after the environment is torn down.
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
