import * as React from "react";
import { CircleCheck, CloudDownload, RefreshCw, WifiOff, X } from "lucide-react";
import { cn } from "../lib/cn";
import { Button } from "./button";

/** The bottom-right corner where notices stack; a polite live region, above the phone appointment bar. */
function NoticeRegion({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="notice-region"
      data-print="hide"
      role="status"
      aria-live="polite"
      className={cn(
        "pointer-events-none fixed right-4 bottom-28 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3 md:bottom-4",
        className,
      )}
      {...props}
    />
  );
}

type NoticeProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: string;
  icon?: React.ReactNode;
  /** Shows a close button named 'Dismiss notice' calling this. */
  onDismiss?: () => void;
};

/** One corner notice: an icon, a title, optional text and actions. */
function Notice({ title, icon, onDismiss, className, children, ...props }: NoticeProps) {
  return (
    <div
      data-slot="notice"
      className={cn(
        "pointer-events-auto flex animate-slide-in-bottom gap-3 rounded-card border border-border-subtle bg-surface p-4 text-ink shadow-xl",
        className,
      )}
      {...props}
    >
      {icon ? <span className="mt-0.5 shrink-0 text-primary-700 [&_svg]:size-6">{icon}</span> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="m-0 font-bold text-primary-900">{title}</p>
        {children}
      </div>
      {onDismiss ? (
        <button
          type="button"
          data-action="dismiss"
          onClick={onDismiss}
          className="-mt-2 -mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted hover:bg-surface-alt hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Dismiss notice</span>
        </button>
      ) : null}
    </div>
  );
}

type UpdateAvailableNoticeProps = Omit<NoticeProps, "title" | "onDismiss"> & {
  /** Activates the new version (the PWA runtime reloads the page). */
  onReload: () => void;
  /** Hides the notice until the next update. */
  onDismiss: () => void;
};

/** 'App Update Available' with Reload and close buttons. */
function UpdateAvailableNotice({ onReload, onDismiss, ...props }: UpdateAvailableNoticeProps) {
  return (
    <Notice
      data-notice="update-available"
      title="App Update Available"
      icon={<CloudDownload />}
      onDismiss={onDismiss}
      {...props}
    >
      <p className="m-0 text-base text-muted">A new version of this site is ready.</p>
      <div>
        <Button size="sm" data-action="reload" onClick={onReload}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
      </div>
    </Notice>
  );
}

type OfflineReadyNoticeProps = Omit<NoticeProps, "title">;

/** 'App Ready Offline': the site now works without a connection (the runtime hides it after 5 seconds). */
function OfflineReadyNotice(props: OfflineReadyNoticeProps) {
  return (
    <Notice data-notice="offline-ready" title="App Ready Offline" icon={<CircleCheck />} {...props}>
      <p className="m-0 text-base text-muted">Pages you have visited will open even without an internet connection.</p>
    </Notice>
  );
}

type OfflineNoticeProps = Omit<NoticeProps, "title">;

/** 'Working Offline': shown while the browser reports no connection. */
function OfflineNotice(props: OfflineNoticeProps) {
  return (
    <Notice data-notice="offline" title="Working Offline" icon={<WifiOff />} {...props}>
      <p className="m-0 text-base text-muted">
        You are not connected to the internet. Some pages may not be up to date.
      </p>
    </Notice>
  );
}

export { NoticeRegion, Notice, UpdateAvailableNotice, OfflineReadyNotice, OfflineNotice };
export type { NoticeProps, OfflineNoticeProps, OfflineReadyNoticeProps, UpdateAvailableNoticeProps };
