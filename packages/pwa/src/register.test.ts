import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register.js";
import type { WorkboxLike } from "./register.js";

type Listener = (event: { isUpdate?: boolean }) => void;

class FakeWorkbox implements WorkboxLike {
  static instances: FakeWorkbox[] = [];
  static registerResult: () => Promise<ServiceWorkerRegistration | undefined> = () =>
    Promise.resolve({ scope: "/" } as ServiceWorkerRegistration);
  listeners = new Map<string, Listener[]>();
  messageSkipWaiting = vi.fn();
  register = vi.fn(() => FakeWorkbox.registerResult());

  constructor(
    public scriptUrl: string,
    public options: { scope: string },
  ) {
    FakeWorkbox.instances.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: string, event: { isUpdate?: boolean } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const navigatorWithServiceWorker = { serviceWorker: {} as ServiceWorkerContainer };

function setup(options: Parameters<typeof registerServiceWorker>[0] = {}) {
  FakeWorkbox.instances = [];
  const callbacks = { onUpdateAvailable: vi.fn(), onOfflineReady: vi.fn(), onActivated: vi.fn(), reload: vi.fn() };
  const handle = registerServiceWorker({
    Workbox: FakeWorkbox,
    navigator: navigatorWithServiceWorker,
    ...callbacks,
    ...options,
  });
  return { handle, workbox: FakeWorkbox.instances[0]!, ...callbacks };
}

describe("registerServiceWorker", () => {
  it("registers /sw.js with scope '/' by default", async () => {
    const onRegistered = vi.fn();
    const { handle, workbox } = setup({ onRegistered });
    expect(workbox.scriptUrl).toBe("/sw.js");
    expect(workbox.options).toEqual({ scope: "/" });
    expect(workbox.register).toHaveBeenCalledTimes(1);
    await expect(handle.registration).resolves.toEqual({ scope: "/" });
    expect(onRegistered).toHaveBeenCalledWith({ scope: "/" });
  });

  it("reports an update when a new version is waiting and activates it with SKIP_WAITING", () => {
    const { handle, workbox, onUpdateAvailable } = setup();
    expect(handle.activateUpdate()).toBe(false);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    workbox.emit("waiting", { isUpdate: true });
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
    expect(handle.activateUpdate()).toBe(true);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it("reports offline-ready on the first install only", () => {
    const { workbox, onOfflineReady } = setup();
    workbox.emit("installed", { isUpdate: false });
    expect(onOfflineReady).toHaveBeenCalledTimes(1);
    workbox.emit("installed", { isUpdate: true });
    expect(onOfflineReady).toHaveBeenCalledTimes(1);
  });

  it("reloads the page once when an updated version takes control", () => {
    const { workbox, onActivated, reload } = setup();
    workbox.emit("controlling", { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    workbox.emit("controlling", { isUpdate: true });
    workbox.emit("controlling", { isUpdate: true });
    expect(onActivated).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("only logs a failed registration", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    FakeWorkbox.registerResult = () => Promise.reject(new Error("SecurityError"));
    try {
      const { handle } = setup();
      await expect(handle.registration).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      FakeWorkbox.registerResult = () => Promise.resolve({ scope: "/" } as ServiceWorkerRegistration);
    }
  });

  it("does nothing without service worker support", async () => {
    FakeWorkbox.instances = [];
    const handle = registerServiceWorker({ Workbox: FakeWorkbox, navigator: {} as Navigator });
    expect(FakeWorkbox.instances).toHaveLength(0);
    expect(handle.activateUpdate()).toBe(false);
    await expect(handle.registration).resolves.toBeUndefined();
  });

  it("does nothing where there is no navigator (server rendering, node)", async () => {
    FakeWorkbox.instances = [];
    const handle = registerServiceWorker({ Workbox: FakeWorkbox });
    expect(FakeWorkbox.instances).toHaveLength(0);
    await expect(handle.registration).resolves.toBeUndefined();
  });
});
