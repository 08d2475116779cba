/**
 * The optional diagnostics of docs/product.md (Calls): web-vitals from npm (bundled, never a CDN), reporting to window.dataLayer.
 * Off by default (WEB_VITALS=on turns it on); poor measurements are also logged to the console.
 */
type Metric = { name: string; value: number; rating: "good" | "needs-improvement" | "poor"; id: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export async function startWebVitals(): Promise<void> {
  try {
    const { onCLS, onINP, onLCP, onFCP, onTTFB } = await import("web-vitals");
    const report = (metric: Metric) => {
      window.dataLayer ??= [];
      window.dataLayer.push({
        event: "web-vitals",
        metric: metric.name,
        value: metric.value,
        rating: metric.rating,
        id: metric.id,
      });
      if (metric.rating === "poor") console.warn(`[web-vitals] Poor ${metric.name}: ${metric.value.toFixed(2)}`);
    };
    for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) subscribe(report);
  } catch (error) {
    console.warn("[web-vitals] Could not start diagnostics", error);
  }
}
