/**
 * The live part of the PWA notices, loaded after the page's load event: registers /sw.js (scope '/') with hourly
 * update checks, shows the notices, replays submissions kept on the device, and asks the worker to keep pages
 * reached through client-side navigation so they read offline too.
 */
import { useEffect, useRef } from "react";
import { CACHE_PAGE_MESSAGE } from "@tupelo-medicare/pwa";
import { startOutboxReplay } from "@tupelo-medicare/pwa/outbox";
import { usePwaNotices } from "@tupelo-medicare/pwa/react";
import { NoticeRegion, OfflineNotice, OfflineReadyNotice, UpdateAvailableNotice } from "@tupelo-medicare/ui";
import { loadOutbox } from "./outbox.js";

/** The service worker container, or undefined where there is none (old browsers, insecure origins). */
const workers = (): ServiceWorkerContainer | undefined => ("serviceWorker" in navigator ? navigator.serviceWorker : undefined);

const keepPage = (url: string): void => workers()?.controller?.postMessage({ type: CACHE_PAGE_MESSAGE, url });

export default function LivePwaNotices({ page }: { page: string }) {
  const notices = usePwaNotices({ enabled: import.meta.env.PROD });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    loadOutbox().then(
      (outbox) => {
        if (!stopped) stop = startOutboxReplay(outbox);
      },
      (error: unknown) => console.warn("[pwa] The outbox could not be loaded:", error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  // A document loaded while the worker controlled the page is already in its pages cache; any other page shown
  // (the first page of a first visit, once the new worker takes control, and client-side navigations) is asked for.
  const latestPage = useRef(page);
  latestPage.current = page;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (workers()?.controller) return;
    }
    keepPage(page);
  }, [page]);
  useEffect(() => {
    const container = workers();
    if (!container) return;
    const onControllerChange = () => keepPage(latestPage.current);
    container.addEventListener("controllerchange", onControllerChange);
    return () => container.removeEventListener("controllerchange", onControllerChange);
  }, []);

  return (
    <NoticeRegion>
      {notices.updateAvailable ? <UpdateAvailableNotice onReload={notices.reload} onDismiss={notices.dismiss} /> : null}
      {notices.offlineReady ? <OfflineReadyNotice /> : null}
      {notices.offline ? <OfflineNotice /> : null}
    </NoticeRegion>
  );
}
