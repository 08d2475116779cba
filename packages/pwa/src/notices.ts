import { OFFLINE_READY_NOTICE_MS } from "./constants.js";

export interface NoticeState {
  updateAvailable: boolean;
  offlineReady: boolean;
  offline: boolean;
}

export type NoticeListener = (state: NoticeState) => void;

export interface NoticeControllerOptions {
  /** @defaultValue `globalThis.setTimeout` */
  setTimeout?: (handler: () => void, ms: number) => unknown;
  /** @defaultValue `globalThis.clearTimeout` */
  clearTimeout?: (id: unknown) => void;
  /** @defaultValue `5000` */
  offlineReadyMs?: number;
  /** @defaultValue all notices hidden */
  initialState?: Partial<NoticeState>;
}

export interface NoticeController {
  getState(): NoticeState;
  subscribe(listener: NoticeListener): () => void;
  updateAvailable(): void;
  offlineReady(): void;
  online(): void;
  offline(): void;
  dismissUpdate(): void;
  /** Cancels the pending offline-ready timer and drops every listener. */
  dispose(): void;
}

/** Creates the state machine behind the update, offline-ready and offline notices. */
export function createNoticeController({
  setTimeout: startTimer = (handler, ms) => globalThis.setTimeout(handler, ms),
  clearTimeout: stopTimer = (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  offlineReadyMs = OFFLINE_READY_NOTICE_MS,
  initialState,
}: NoticeControllerOptions = {}): NoticeController {
  let state: NoticeState = { updateAvailable: false, offlineReady: false, offline: false, ...initialState };
  const listeners = new Set<NoticeListener>();
  let offlineReadyTimer: unknown;
  let hasTimer = false;

  const set = (patch: Partial<NoticeState>): void => {
    const next = { ...state, ...patch };
    if (
      next.updateAvailable === state.updateAvailable &&
      next.offlineReady === state.offlineReady &&
      next.offline === state.offline
    ) {
      return;
    }
    state = next;
    for (const listener of listeners) listener(state);
  };

  const cancelOfflineReadyTimer = (): void => {
    if (!hasTimer) return;
    stopTimer(offlineReadyTimer);
    hasTimer = false;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    updateAvailable: () => set({ updateAvailable: true }),
    offlineReady() {
      cancelOfflineReadyTimer();
      set({ offlineReady: true });
      hasTimer = true;
      offlineReadyTimer = startTimer(() => {
        hasTimer = false;
        set({ offlineReady: false });
      }, offlineReadyMs);
    },
    online: () => set({ offline: false }),
    offline: () => set({ offline: true }),
    dismissUpdate: () => set({ updateAvailable: false }),
    dispose() {
      cancelOfflineReadyTimer();
      listeners.clear();
    },
  };
}
