import * as React from "react";
import { CircleAlert, CircleCheck, CloudDownload, RefreshCw, WifiOff, X } from "lucide-react";
import { cn } from "../lib/cn";
import { Button } from "./button";

type NoticeRegionProps = React.ComponentProps<"div"> & {
  /** The edge the notices sit at; `watchNoticeRegion` (@tupelo-medicare/pwa) moves them off the focused element. @defaultValue "bottom" */
  placement?: "bottom" | "top";
  /** Hides the notices' descriptions from view (screen readers still hear them). @defaultValue false */
  compact?: boolean;
};

/**
 * Where the notices stack, a polite live region: on phones a full-width bar at the bottom edge (at most half the
 * screen tall), from 768 px a column at the bottom right; at the top, under the sticky header, when `placement` is
 * "top". An empty spacer before it (`data-slot="notice-space"`) is given the bar's height while notices show, so the
 * end of the page can scroll clear of it; `watchNoticeRegion` (@tupelo-medicare/pwa) sets it, lifts the bar above
 * the phone's appointment bar and moves it off the focused element and the page's links and buttons; where no place
 * is clear it sets `data-waiting`, and the region waits out of sight (transparent, letting presses through, still a
 * live region). No style here depends on the rest of the page.
 */
function NoticeRegion({ placement = "bottom", compact = false, className, ...props }: NoticeRegionProps) {
  return (
    <>
      <div data-slot="notice-space" data-print="hide" aria-hidden="true" />
      <div
        data-slot="notice-region"
        data-print="hide"
        data-placement={placement}
        data-size={compact ? "compact" : "full"}
        role="status"
        aria-live="polite"
        className={cn(
          "group/notices pointer-events-none fixed inset-x-0 bottom-0 z-45 flex max-h-[50dvh] flex-col overflow-y-auto overscroll-contain",
          "data-[placement=top]:top-(--sticky-header-height) data-[placement=top]:bottom-auto",
          "md:inset-x-auto md:right-4 md:bottom-4 md:max-h-none md:w-[24rem] md:gap-3 md:overflow-visible md:data-[placement=top]:top-[calc(var(--sticky-header-height)+1rem)]",
          // Waiting for a clear place (watchNoticeRegion): out of sight and letting presses through, still heard.
          "data-waiting:opacity-0 data-waiting:**:pointer-events-none!",
          className,
        )}
        {...props}
      />
    </>
  );
}

type NoticeProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: string;
  /** A sentence under the title, hidden from view (not from screen readers) when space is short. */
  description?: React.ReactNode;
  icon?: React.ReactNode;
  /** Shows a close button named 'Dismiss notice' calling this. */
  onDismiss?: () => void;
};

/** One notice: an icon, a title, an optional description and actions, and a close button. */
function Notice({ title, description, icon, onDismiss, className, children, ...props }: NoticeProps) {
  const titleId = React.useId();
  return (
    <div
      data-slot="notice"
      className={cn(
        "pointer-events-auto flex shrink-0 items-start gap-3 border border-border bg-surface px-4 py-2 text-ink shadow-[0_-4px_12px_rgb(0_0_0/0.12)] forced-colors:border-[CanvasText] motion-safe:animate-slide-in-bottom max-md:not-first:border-t-0 md:rounded-card md:p-4 md:shadow-xl",
        className,
      )}
      {...props}
    >
      {icon ? <span className="mt-2.5 shrink-0 text-primary-700 max-sm:hidden [&_svg]:size-6">{icon}</span> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-2">
        <p id={titleId} className="m-0 font-bold text-primary-900">
          {title}
        </p>
        {description ? (
          <p
            data-slot="notice-description"
            className="m-0 text-base text-muted group-data-[size=compact]/notices:sr-only [@media(max-height:40rem)]:sr-only"
          >
            {description}
          </p>
        ) : null}
        {children}
      </div>
      {onDismiss ? (
        <button
          type="button"
          data-action="dismiss"
          aria-describedby={titleId}
          onClick={onDismiss}
          className="-mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted hover:bg-surface-alt hover:text-ink forced-colors:border forced-colors:border-[ButtonText]"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Dismiss notice</span>
        </button>
      ) : null}
    </div>
  );
}

type UpdateAvailableNoticeProps = Omit<NoticeProps, "title" | "description" | "onDismiss"> & {
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
      description="A new version of this site is ready."
      icon={<CloudDownload />}
      onDismiss={onDismiss}
      {...props}
    >
      <div className="pt-1">
        <Button size="sm" data-action="reload" onClick={onReload}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
      </div>
    </Notice>
  );
}

type OfflineReadyNoticeProps = Omit<NoticeProps, "title" | "description">;

/** 'App Ready Offline': the site now works without a connection (it stays until dismissed or the visitor moves on). */
function OfflineReadyNotice(props: OfflineReadyNoticeProps) {
  return (
    <Notice
      data-notice="offline-ready"
      title="App Ready Offline"
      description="Pages you have visited will open even without an internet connection."
      icon={<CircleCheck />}
      {...props}
    />
  );
}

type OfflineNoticeProps = Omit<NoticeProps, "title" | "description">;

/** 'Working Offline': shown while the browser reports no connection, unless dismissed. */
function OfflineNotice(props: OfflineNoticeProps) {
  return (
    <Notice
      data-notice="offline"
      title="Working Offline"
      description="You are not connected to the internet. Some pages may not be up to date."
      icon={<WifiOff />}
      {...props}
    />
  );
}

type OutboxExpiredNoticeProps = Omit<NoticeProps, "title" | "description">;

/**
 * 'Request Not Sent': a request saved on this device while offline could not be sent within 7 days and was removed
 * (its details are gone from the device); shown until dismissed.
 */
function OutboxExpiredNotice(props: OutboxExpiredNoticeProps) {
  return (
    <Notice
      data-notice="outbox-expired"
      title="Request Not Sent"
      description="A request saved on this device could not be sent within 7 days, so it was removed. Please send it again or call us."
      icon={<CircleAlert />}
      {...props}
    />
  );
}

export { NoticeRegion, Notice, UpdateAvailableNotice, OfflineReadyNotice, OfflineNotice, OutboxExpiredNotice };
export type {
  NoticeProps,
  NoticeRegionProps,
  OfflineNoticeProps,
  OfflineReadyNoticeProps,
  OutboxExpiredNoticeProps,
  UpdateAvailableNoticeProps,
};
