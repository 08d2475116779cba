import { vi } from "vitest";

/**
 * Tests only: replaces IntersectionObserver with one the test drives. `observed` lists what was observed,
 * `options` the observer's options, and `intersect(element)` reports that element in view.
 */
export function stubIntersectionObserver() {
  const observed: Element[] = [];
  const stub = {
    observed,
    options: undefined as IntersectionObserverInit | undefined,
    intersect: (_element: Element) => {},
  };
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        stub.options = options;
        stub.intersect = (element) =>
          callback(
            [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe = (element: Element) => observed.push(element);
      unobserve = vi.fn();
      disconnect = vi.fn();
    },
  );
  return stub;
}
