import * as React from "react";

type InViewOptions = { rootMargin?: string; threshold?: number; disabled?: boolean };

/**
 * Becomes true once the element comes within `rootMargin` of the viewport (or at once where
 * IntersectionObserver is missing) and stays true: for lazy loading.
 */
function useInViewOnce<T extends Element>({ rootMargin, threshold, disabled = false }: InViewOptions) {
  const [inView, setInView] = React.useState(disabled);
  const [element, setElement] = React.useState<T | null>(null);

  React.useEffect(() => {
    if (inView || disabled) return;
    if (typeof IntersectionObserver === "undefined") {
      setInView(true);
      return;
    }
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView, disabled, rootMargin, threshold]);

  return [setElement, inView || disabled] as const;
}

export { useInViewOnce };
