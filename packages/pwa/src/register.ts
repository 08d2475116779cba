import { Workbox } from "workbox-window";
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "./constants.js";

type LifecycleType = "waiting" | "installed" | "controlling";

/** The part of workbox-window's `Workbox` that registration uses. */
export interface WorkboxLike {
  register(): Promise<ServiceWorkerRegistration | undefined>;
  addEventListener(type: LifecycleType, listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
}

export type WorkboxConstructor = new (scriptUrl: string, options: { scope: string }) => WorkboxLike;

export interface RegisterServiceWorkerOptions {
  /** @defaultValue `'/sw.js'` */
  scriptUrl?: string;
  /** @defaultValue `'/'` */
  scope?: string;
  /** Called when a new version is installed and waiting. */
  onUpdateAvailable?: () => void;
  /** Called when the first version is installed and the site works offline. */
  onOfflineReady?: () => void;
  /** Called when a new version takes control, just before the page reloads. */
  onActivated?: () => void;
  /** Called with the registration once the browser has registered the script. */
  onRegistered?: (registration: ServiceWorkerRegistration) => void;
  /** @defaultValue workbox-window's `Workbox` */
  Workbox?: WorkboxConstructor;
  /** @defaultValue `globalThis.navigator` */
  navigator?: Pick<Navigator, "serviceWorker"> | undefined;
  /** @defaultValue `() => window.location.reload()` */
  reload?: () => void;
}

export interface ServiceWorkerHandle {
  /** Resolves to the registration, or `undefined` when service workers are unavailable or registration failed. */
  registration: Promise<ServiceWorkerRegistration | undefined>;
  /** Asks the waiting version to take over (SKIP_WAITING); the page reloads once it controls. Returns false when nothing is waiting. */
  activateUpdate(): boolean;
}

const defaultReload = (): void => window.location.reload();

/** Registers the site's service worker with Workbox and reports update, offline-ready and activation events; a no-op without service worker support. */
export function registerServiceWorker({
  scriptUrl = SERVICE_WORKER_URL,
  scope = SERVICE_WORKER_SCOPE,
  onUpdateAvailable,
  onOfflineReady,
  onActivated,
  onRegistered,
  Workbox: WorkboxClass = Workbox,
  navigator: nav = typeof navigator === "undefined" ? undefined : navigator,
  reload = defaultReload,
}: RegisterServiceWorkerOptions = {}): ServiceWorkerHandle {
  if (!nav || !("serviceWorker" in nav) || !nav.serviceWorker) {
    return { registration: Promise.resolve(undefined), activateUpdate: () => false };
  }

  const workbox = new WorkboxClass(scriptUrl, { scope });
  let waiting = false;
  let reloading = false;

  workbox.addEventListener("waiting", () => {
    waiting = true;
    onUpdateAvailable?.();
  });
  workbox.addEventListener("installed", (event) => {
    if (!event.isUpdate) onOfflineReady?.();
  });
  workbox.addEventListener("controlling", (event) => {
    if (!event.isUpdate || reloading) return;
    reloading = true;
    onActivated?.();
    reload();
  });

  const registration = workbox.register().then(
    (result) => {
      if (result) onRegistered?.(result);
      return result;
    },
    (error: unknown) => {
      console.error("[pwa] Service worker registration failed:", error);
      return undefined;
    },
  );

  return {
    registration,
    activateUpdate() {
      if (!waiting) return false;
      workbox.messageSkipWaiting();
      return true;
    },
  };
}
