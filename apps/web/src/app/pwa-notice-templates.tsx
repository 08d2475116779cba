/**
 * The service-worker notices, prerendered into every page as templates inside their (empty) live region: the
 * plain runtime (pwa-runtime.ts) shows and hides copies of them, so no React loads for a notice. The markup is the
 * UI kit's own notices; their buttons carry data-action="reload" / "dismiss" for the runtime (every notice has a
 * close button).
 */
import {
  NoticeRegion,
  OfflineNotice,
  OfflineReadyNotice,
  OutboxExpiredNotice,
  UpdateAvailableNotice,
} from "@tupelo-medicare/ui";

const none = () => undefined;

export function PwaNoticeTemplates() {
  return (
    <>
      <NoticeRegion />
      <template data-notice-template="update-available">
        <UpdateAvailableNotice onReload={none} onDismiss={none} />
      </template>
      <template data-notice-template="offline-ready">
        <OfflineReadyNotice onDismiss={none} />
      </template>
      <template data-notice-template="offline">
        <OfflineNotice onDismiss={none} />
      </template>
      <template data-notice-template="outbox-expired">
        <OutboxExpiredNotice onDismiss={none} />
      </template>
    </>
  );
}
