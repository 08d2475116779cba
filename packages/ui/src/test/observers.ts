/**
 * A controllable IntersectionObserver for jsdom. In "auto" mode (the default) every observed element is
 * reported as intersecting at once, so lazy content renders in story tests; tests of lazy loading switch to
 * "manual" and call triggerIntersection.
 */
type Mode = "auto" | "manual";

let mode: Mode = "auto";
const instances = new Set<MockIntersectionObserver>();

class MockIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly scrollMargin = "0px";
  readonly elements = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.rootMargin = options.rootMargin ?? "0px";
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    instances.add(this);
  }

  observe(element: Element): void {
    this.elements.add(element);
    if (mode === "auto") this.fire(element, true);
  }

  unobserve(element: Element): void {
    this.elements.delete(element);
  }

  disconnect(): void {
    this.elements.clear();
    instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  fire(element: Element, isIntersecting: boolean): void {
    if (!this.elements.has(element)) return;
    const rect = element.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target: element,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: performance.now(),
    };
    this.callback([entry], this);
  }
}

function installIntersectionObserver(): void {
  globalThis.IntersectionObserver = MockIntersectionObserver;
}

function setIntersectionMode(next: Mode): void {
  mode = next;
}

/** Reports the element as (not) intersecting to every observer watching it; returns how many were watching. */
function triggerIntersection(element: Element, isIntersecting = true): number {
  let watching = 0;
  for (const observer of [...instances]) {
    if (!observer.elements.has(element)) continue;
    watching += 1;
    observer.fire(element, isIntersecting);
  }
  return watching;
}

/** The options of the observers watching an element. */
function observerOptions(element: Element): { rootMargin: string; thresholds: readonly number[] }[] {
  return [...instances]
    .filter((observer) => observer.elements.has(element))
    .map(({ rootMargin, thresholds }) => ({ rootMargin, thresholds }));
}

function resetIntersectionObservers(): void {
  mode = "auto";
  instances.clear();
}

export {
  installIntersectionObserver,
  observerOptions,
  resetIntersectionObservers,
  setIntersectionMode,
  triggerIntersection,
};
