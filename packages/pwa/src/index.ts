export { startUpdateChecks } from "./update-check.js";
export type { UpdateCheckOptions } from "./update-check.js";
export { createNoticeController } from "./notices.js";
export type { NoticeController, NoticeControllerOptions, NoticeListener, NoticeState } from "./notices.js";
export { watchNoticeRegion } from "./notice-region.js";
export type { NoticeRegionOptions } from "./notice-region.js";
export { registerServiceWorker } from "./register.js";
export type { RegisterServiceWorkerOptions, ServiceWorkerHandle, WorkboxConstructor, WorkboxLike } from "./register.js";
export {
  CACHE_PAGE_MESSAGE,
  NOTICE_TEXTS,
  OFFLINE_READY_NOTICE_MS,
  OUTBOX_DB_NAME,
  OUTBOX_SYNC_TAG,
  PAGES_CACHE,
  RUNTIME_FILES_CACHE,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  UPDATE_CHECK_INTERVAL_MS,
} from "./constants.js";
