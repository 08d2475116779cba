import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { watchNoticeRegion } from "./notice-region.js";
import { createNoticeController } from "./notices.js";
import type { NoticeController, NoticeState } from "./notices.js";
import { registerServiceWorker } from "./register.js";
import type { RegisterServiceWorkerOptions, ServiceWorkerHandle } from "./register.js";
import { startUpdateChecks } from "./update-check.js";

export interface UsePwaNoticesOptions extends Pick<
  RegisterServiceWorkerOptions,
  "scriptUrl" | "scope" | "Workbox" | "navigator" | "reload"
> {
  /** @defaultValue `3_600_000` (one hour) */
  updateIntervalMs?: number;
  /** Set to false to skip registration (e.g. in development). @defaultValue `true` */
  enabled?: boolean;
}

export interface PwaNotices extends NoticeState {
  /** Activates the waiting version (the page reloads when it takes control), or reloads the page. */
  reload: () => void;
  /** Hides the update notice. */
  dismiss: () => void;
  /** Hides 'App Ready Offline'. */
  dismissOfflineReady: () => void;
  /** Hides 'Working Offline' until the connection is lost again. */
  dismissOffline: () => void;
  /**
   * Pass as the `ref` of the element holding the notices: it then keeps clear of the focused element, Escape
   * dismisses the notices, and 'App Ready Offline' goes when the visitor moves on (see `watchNoticeRegion`).
   */
  regionRef: (element: HTMLElement | null) => void;
}

const initialOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/** Registers the service worker, checks for updates hourly and returns the notice state with its actions. */
export function usePwaNotices({
  enabled = true,
  updateIntervalMs,
  ...registerOptions
}: UsePwaNoticesOptions = {}): PwaNotices {
  const [state, setState] = useState<NoticeState>(() => ({
    updateAvailable: false,
    offlineReady: false,
    offline: initialOffline(),
    outboxExpired: false,
  }));
  const controllerRef = useRef<NoticeController | null>(null);
  const [region, regionRef] = useState<HTMLElement | null>(null);
  const handleRef = useRef<ServiceWorkerHandle | null>(null);
  const reloadRef = useRef(registerOptions.reload);
  reloadRef.current = registerOptions.reload;
  const { scriptUrl, scope, Workbox, navigator: nav } = registerOptions;

  useEffect(() => {
    const controller = createNoticeController({ initialState: { offline: initialOffline() } });
    controllerRef.current = controller;
    const unsubscribe = controller.subscribe(setState);
    setState(controller.getState());

    const goOnline = (): void => controller.online();
    const goOffline = (): void => controller.offline();
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);

    let stopChecks: (() => void) | undefined;
    let disposed = false;
    if (enabled) {
      const handle = registerServiceWorker({
        scriptUrl,
        scope,
        Workbox,
        navigator: nav,
        reload: () => (reloadRef.current ?? (() => window.location.reload()))(),
        onUpdateAvailable: () => controller.updateAvailable(),
        onOfflineReady: () => controller.offlineReady(),
      });
      handleRef.current = handle;
      void handle.registration.then((registration) => {
        if (registration && !disposed)
          stopChecks = startUpdateChecks({ registration, scriptUrl, intervalMs: updateIntervalMs });
      });
    }

    return () => {
      disposed = true;
      stopChecks?.();
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      unsubscribe();
      controller.dispose();
      controllerRef.current = null;
      handleRef.current = null;
    };
  }, [enabled, scriptUrl, scope, Workbox, nav, updateIntervalMs]);

  // Only while a notice shows (nothing runs for a page without one); declared after the controller's effect and with
  // its inputs, so it always watches the current controller.
  const anyShown = state.updateAvailable || state.offlineReady || state.offline || state.outboxExpired;
  // A layout effect: the region takes its first place before the notices are painted (no layout shift).
  useLayoutEffect(() => {
    const controller = controllerRef.current;
    if (!region || !controller || !anyShown) return;
    return watchNoticeRegion(region, controller);
  }, [region, anyShown, enabled, scriptUrl, scope, Workbox, nav, updateIntervalMs]);

  const reload = useCallback(() => {
    if (handleRef.current?.activateUpdate()) return;
    (reloadRef.current ?? (() => window.location.reload()))();
  }, []);
  const dismiss = useCallback(() => controllerRef.current?.dismissUpdate(), []);
  const dismissOfflineReady = useCallback(() => controllerRef.current?.dismissOfflineReady(), []);
  const dismissOffline = useCallback(() => controllerRef.current?.dismissOffline(), []);

  return { ...state, reload, dismiss, dismissOfflineReady, dismissOffline, regionRef };
}
