/**
 * The installable-app runtime in the browser, loaded by entry-client after the page's load event, with no React:
 * registers /sw.js (scope '/') with hourly update checks; shows the service-worker notices (docs/product.md, Pages and routes, States: 'App Update
 * Available' with Reload and close, 'App Ready Offline' until dismissed or, once it has been in view 5 s, the
 * visitor moves on, 'Working Offline' while offline unless dismissed) by copying their prerendered templates
 * (pwa-notice-templates.tsx) into the live region; replays lead and contact submissions kept on the device when
 * there are any; and asks the worker to keep the first page of a first visit (shown before the worker took control)
 * so it reads offline too. What keeps a notice off the focused element and lets Escape dismiss it
 * (watchNoticeRegion) is loaded and started only when a notice shows, and ends when the last one goes: a page
 * without notices runs none of it.
 */
import {
  CACHE_PAGE_MESSAGE,
  createNoticeController,
  OUTBOX_DB_NAME,
  registerServiceWorker,
  startUpdateChecks,
} from "@tupelo-medicare/pwa";
import type { NoticeController, NoticeState } from "@tupelo-medicare/pwa";
import type * as NoticeRegionModule from "@tupelo-medicare/pwa/notice-region";
import { NOTICE_ORDER } from "./notice-kinds.js";
import type { NoticeKind } from "./notice-kinds.js";
import { loadOutbox, onOutboxExpired } from "./outbox.js";

const visibleNotices = (state: NoticeState): Record<NoticeKind, boolean> => ({
  "update-available": state.updateAvailable,
  "offline-ready": state.offlineReady,
  offline: state.offline,
  "outbox-expired": state.outboxExpired,
});

/** Whether the device outbox holds anything, without creating it (and without loading the outbox code). */
export function outboxHasEntries(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return Promise.resolve(false);
  return new Promise((resolve) => {
    const request = indexedDB.open(OUTBOX_DB_NAME);
    request.onupgradeneeded = () => {
      // No outbox on this device yet: do not create one.
      request.transaction?.abort();
      resolve(false);
    };
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const store = db.objectStoreNames.contains("entries")
          ? db.transaction("entries").objectStore("entries").count()
          : null;
        if (!store) {
          db.close();
          resolve(false);
          return;
        }
        store.onsuccess = () => {
          db.close();
          resolve(store.result > 0);
        };
        store.onerror = () => {
          db.close();
          resolve(false);
        };
      } catch {
        db.close();
        resolve(false);
      }
    };
  });
}

/** Shows and hides the prerendered notices as `state` says, in their fixed order. */
export function createNoticeView(
  root: ParentNode,
  actions: { reload: () => void; dismiss: (kind: NoticeKind) => void },
): (state: NoticeState) => void {
  const region = root.querySelector<HTMLElement>("[data-slot=notice-region]");
  const shown = new Map<NoticeKind, Element>();
  return (state) => {
    if (!region) return;
    const visible = visibleNotices(state);
    NOTICE_ORDER.forEach((kind, index) => {
      const current = shown.get(kind);
      if (!visible[kind]) {
        current?.remove();
        shown.delete(kind);
        return;
      }
      if (current) return;
      const template = root.querySelector<HTMLTemplateElement>(`template[data-notice-template="${kind}"]`);
      const notice = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
      if (!notice) return;
      notice.querySelector("[data-action=reload]")?.addEventListener("click", actions.reload);
      notice.querySelector("[data-action=dismiss]")?.addEventListener("click", () => actions.dismiss(kind));
      const next = NOTICE_ORDER.slice(index + 1)
        .map((later) => shown.get(later))
        .find(Boolean);
      region.insertBefore(notice, next ?? null);
      shown.set(kind, notice);
    });
  };
}

/** What a notice's close button does. */
export function dismissNotice(controller: NoticeController, kind: NoticeKind): void {
  switch (kind) {
    case "update-available":
      controller.dismissUpdate();
      return;
    case "offline-ready":
      controller.dismissOfflineReady();
      return;
    case "offline":
      controller.dismissOffline();
      return;
    case "outbox-expired":
      controller.dismissOutboxExpired();
      return;
    default:
      kind satisfies never;
  }
}

/**
 * Returns `show(state)`: renders the notices (`render`) and keeps their region out of the way with watchNoticeRegion
 * (its own chunk). The chunk loads when a notice is first to show, and that notice is put in the page only once it
 * has: the watch starts in the same task, so the notice is first painted where it stays (a notice painted at the
 * bottom and moved a frame later would be a layout shift). The watch ends by itself when the last notice goes, and
 * the next notice starts it again. Should the chunk fail to load, the notices show where the styles put them.
 */
export function createRegionWatch(
  region: HTMLElement | null,
  controller: NoticeController,
  render: (state: NoticeState) => void,
  load: () => Promise<typeof NoticeRegionModule> = () => import("@tupelo-medicare/pwa/notice-region"),
): (state: NoticeState) => void {
  let placement: typeof NoticeRegionModule | "unavailable" | null = null;
  let loading = false;
  let watching = false;
  const startWatch = (): void => {
    if (!region || watching || typeof placement !== "object" || !placement || region.childElementCount === 0) return;
    watching = true;
    placement.watchNoticeRegion(region, controller, { onStop: () => (watching = false) });
  };
  const show = (state: NoticeState): void => {
    const wantsNotice = Object.values(visibleNotices(state)).some(Boolean);
    if (placement !== null || !region || !wantsNotice) {
      render(state);
      startWatch();
      return;
    }
    if (loading) return;
    loading = true;
    load()
      .then(
        (module) => {
          placement = module;
        },
        (error: unknown) => {
          placement = "unavailable";
          console.warn("[pwa] Could not load the notice placement:", error);
        },
      )
      .finally(() => {
        loading = false;
        // The state as it is now: it may have changed while the code loaded.
        show(controller.getState());
      });
  };
  return show;
}

/** Starts the runtime once per page. */
export function startPwa(): void {
  const controller = createNoticeController({ initialState: { offline: navigator.onLine === false } });
  window.addEventListener("online", () => controller.online());
  window.addEventListener("offline", () => controller.offline());

  const handle = import.meta.env.PROD
    ? registerServiceWorker({
        onUpdateAvailable: () => controller.updateAvailable(),
        onOfflineReady: () => controller.offlineReady(),
        reload: () => window.location.reload(),
      })
    : null;
  void handle?.registration.then((registration) => {
    if (registration) startUpdateChecks({ registration });
  });

  const render = createNoticeView(document, {
    reload: () => {
      if (!handle?.activateUpdate()) window.location.reload();
    },
    dismiss: (kind) => dismissNotice(controller, kind),
  });
  const show = createRegionWatch(document.querySelector<HTMLElement>("[data-slot=notice-region]"), controller, render);
  controller.subscribe(show);
  show(controller.getState());
  // A submission kept on the device too long was removed unsent (here or in the worker): 'Request Not Sent'.
  onOutboxExpired(() => controller.outboxExpired());

  // Submissions kept on the device: replayed now and whenever the connection returns (the outbox code loads only
  // when there are some; a submission made on this page loads it and starts the replay itself).
  void outboxHasEntries().then((has) => {
    if (has) void loadOutbox();
  });

  // A page loaded while the worker controlled it is already in the worker's pages cache; this one was not.
  if ("serviceWorker" in navigator && !navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () =>
        navigator.serviceWorker.controller?.postMessage({
          type: CACHE_PAGE_MESSAGE,
          url: window.location.pathname + window.location.search,
        }),
      { once: true },
    );
  }
}
