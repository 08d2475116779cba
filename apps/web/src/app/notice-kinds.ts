/** The service-worker notices the page can show (no React here: the PWA runtime imports this at start). */
export type NoticeKind = "update-available" | "offline-ready" | "offline" | "outbox-expired";

/** The order notices stack in. */
export const NOTICE_ORDER: readonly NoticeKind[] = ["update-available", "offline-ready", "offline", "outbox-expired"];
