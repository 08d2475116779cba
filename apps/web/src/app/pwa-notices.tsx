/**
 * The service-worker notices at the bottom right (SPEC §2, §4): 'App Update Available', 'App Ready Offline',
 * 'Working Offline'. Nothing of the PWA runtime is in the first load: after the page's load event the live part
 * (pwa-notices-live.tsx: registration, hourly update checks, outbox replay) is imported on its own.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

const LivePwaNotices = lazy(() => import("./pwa-notices-live.js"));

/** Renders nothing on the server and until the page has loaded; then the live notices. */
export function PwaNotices() {
  const { pathname, search } = useLocation();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <LivePwaNotices page={pathname + search} />
    </Suspense>
  ) : null;
}
