/**
 * The installable-app runtime in the browser, loaded by entry-client after the page's load event (nothing of it is
 * in the first load): registers /sw.js (scope '/') with hourly update checks, shows the service-worker notices at
 * the bottom right (SPEC §2, §4: 'App Update Available' with Reload and close, 'App Ready Offline' for 5 s, 'Working
 * Offline' while offline), replays lead and contact submissions kept on the device, and asks the worker to keep
 * the first page of a first visit (shown before the worker took control) so it reads offline too.
 */
import { createRoot } from "react-dom/client";
import { CACHE_PAGE_MESSAGE } from "@tupelo-medicare/pwa";
import { startOutboxReplay } from "@tupelo-medicare/pwa/outbox";
import { usePwaNotices } from "@tupelo-medicare/pwa/react";
import { NoticeRegion, OfflineNotice, OfflineReadyNotice, UpdateAvailableNotice } from "@tupelo-medicare/ui";
import { loadOutbox } from "./outbox.js";

/** The notices, driven by the PWA runtime's registration and the browser's online/offline events. */
export function PwaNotices() {
  const notices = usePwaNotices({ enabled: import.meta.env.PROD });
  return (
    <NoticeRegion>
      {notices.updateAvailable ? <UpdateAvailableNotice onReload={notices.reload} onDismiss={notices.dismiss} /> : null}
      {notices.offlineReady ? <OfflineReadyNotice /> : null}
      {notices.offline ? <OfflineNotice /> : null}
    </NoticeRegion>
  );
}

/** Starts the runtime once per page: the notices in their own root at the end of <body>, the outbox replay, page keeping. */
export function startPwa(): void {
  const container = document.createElement("div");
  container.dataset.pwa = "notices";
  document.body.append(container);
  createRoot(container).render(<PwaNotices />);

  loadOutbox().then(startOutboxReplay, (error: unknown) => console.warn("[pwa] The outbox could not be loaded:", error));

  // A page loaded while the worker controlled it is already in the worker's pages cache; this one was not.
  if ("serviceWorker" in navigator && !navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => navigator.serviceWorker.controller?.postMessage({ type: CACHE_PAGE_MESSAGE, url: window.location.pathname + window.location.search }),
      { once: true },
    );
  }
}
