import { OFFLINE_READY_NOTICE_MS } from "./constants.js";

export interface NoticeState {
  updateAvailable: boolean;
  offlineReady: boolean;
  offline: boolean;
  /** 'Request Not Sent': a submission kept on the device expired unsent (the outbox's OUTBOX_MAX_AGE_MS). */
  outboxExpired: boolean;
}

export type NoticeListener = (state: NoticeState) => void;

export interface NoticeControllerOptions {
  /** @defaultValue `globalThis.setTimeout` */
  setTimeout?: (handler: () => void, ms: number) => unknown;
  /** @defaultValue `globalThis.clearTimeout` */
  clearTimeout?: (id: unknown) => void;
  /** The least time 'App Ready Offline' is on a visible page before the visitor moving on hides it. @defaultValue `5000` */
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
  /** A submission kept on the device expired unsent: 'Request Not Sent' shows until dismissed. */
  outboxExpired(): void;
  dismissUpdate(): void;
  /** Hides 'App Ready Offline' now (its close button). */
  dismissOfflineReady(): void;
  /** Hides 'Working Offline' until the connection is lost again. */
  dismissOffline(): void;
  /** Hides 'Request Not Sent' (its close button). */
  dismissOutboxExpired(): void;
  /** Hides every notice now (Escape). */
  dismissAll(): void;
  /**
   * The visitor acted elsewhere on the page (a press, a tap or focus moving outside the notices): hides 'App Ready
   * Offline' if it has been on a visible page for `offlineReadyMs` and nothing holds it. No notice hides on a timer.
   */
  movedOn(): void;
  /** True while the pointer or the focus is on the notices: meanwhile nothing hides by itself. */
  hold(held: boolean): void;
  /** Whether the page can be seen: the offline-ready notice's least time counts only while it can. */
  pageVisible(visible: boolean): void;
  /** Cancels the pending offline-ready timer and drops every listener. */
  dispose(): void;
}

/**
 * Creates the state machine behind the update, offline-ready and offline notices: each stays until it is dismissed
 * or its cause ends, and 'App Ready Offline' also goes when the visitor moves on after having had it in view.
 */
export function createNoticeController({
  setTimeout: startTimer = (handler, ms) => globalThis.setTimeout(handler, ms),
  clearTimeout: stopTimer = (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  offlineReadyMs = OFFLINE_READY_NOTICE_MS,
  initialState,
}: NoticeControllerOptions = {}): NoticeController {
  let state: NoticeState = {
    updateAvailable: false,
    offlineReady: false,
    offline: false,
    outboxExpired: false,
    ...initialState,
  };
  const listeners = new Set<NoticeListener>();
  let offlineReadyTimer: unknown;
  let hasTimer = false;
  // 'App Ready Offline' has been on a visible page for offlineReadyMs (the visitor has had the chance to read it).
  let offlineReadySeen = false;
  let held = false;
  let visible = true;

  const set = (patch: Partial<NoticeState>): void => {
    const next = { ...state, ...patch };
    if (
      next.updateAvailable === state.updateAvailable &&
      next.offlineReady === state.offlineReady &&
      next.offline === state.offline &&
      next.outboxExpired === state.outboxExpired
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

  const startOfflineReadyTimer = (): void => {
    cancelOfflineReadyTimer();
    if (!visible || !state.offlineReady || offlineReadySeen) return;
    hasTimer = true;
    offlineReadyTimer = startTimer(() => {
      hasTimer = false;
      offlineReadySeen = true;
    }, offlineReadyMs);
  };

  const hideOfflineReady = (): void => {
    cancelOfflineReadyTimer();
    offlineReadySeen = false;
    set({ offlineReady: false });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    updateAvailable: () => set({ updateAvailable: true }),
    offlineReady() {
      offlineReadySeen = false;
      set({ offlineReady: true });
      startOfflineReadyTimer();
    },
    online: () => set({ offline: false }),
    offline: () => set({ offline: true }),
    outboxExpired: () => set({ outboxExpired: true }),
    dismissUpdate: () => set({ updateAvailable: false }),
    dismissOfflineReady: hideOfflineReady,
    dismissOffline: () => set({ offline: false }),
    dismissOutboxExpired: () => set({ outboxExpired: false }),
    dismissAll() {
      cancelOfflineReadyTimer();
      offlineReadySeen = false;
      set({ updateAvailable: false, offlineReady: false, offline: false, outboxExpired: false });
    },
    movedOn() {
      if (state.offlineReady && offlineReadySeen && !held) hideOfflineReady();
    },
    hold(next) {
      held = next;
    },
    pageVisible(next) {
      if (next === visible) return;
      visible = next;
      // Time on a hidden page is not time the visitor had: the count starts again when the page is seen.
      if (visible) startOfflineReadyTimer();
      else cancelOfflineReadyTimer();
    },
    dispose() {
      cancelOfflineReadyTimer();
      listeners.clear();
    },
  };
}
