import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NoticeRegion, OfflineNotice, OfflineReadyNotice, UpdateAvailableNotice } from "./notices";

function region(): HTMLElement {
  return document.querySelector<HTMLElement>("[data-slot=notice-region]")!;
}

describe("notices", () => {
  it("'App Update Available' calls back on Reload and on close", async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(
      <NoticeRegion>
        <UpdateAvailableNotice onReload={onReload} onDismiss={onDismiss} />
      </NoticeRegion>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("App Update Available");
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await user.click(screen.getByRole("button", { name: "Dismiss notice" }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("'App Ready Offline' and 'Working Offline', each with a close button when given onDismiss", async () => {
    const user = userEvent.setup();
    const onReadyDismiss = vi.fn();
    const onOfflineDismiss = vi.fn();
    render(
      <NoticeRegion>
        <OfflineReadyNotice onDismiss={onReadyDismiss} />
        <OfflineNotice onDismiss={onOfflineDismiss} />
      </NoticeRegion>,
    );
    const ready = document.querySelector<HTMLElement>("[data-notice=offline-ready]")!;
    const offline = document.querySelector<HTMLElement>("[data-notice=offline]")!;
    expect(ready).toHaveTextContent("App Ready Offline");
    expect(offline).toHaveTextContent("Working Offline");
    await user.click(within(ready).getByRole("button", { name: "Dismiss notice" }));
    await user.click(within(offline).getByRole("button", { name: "Dismiss notice" }));
    expect(onReadyDismiss).toHaveBeenCalledTimes(1);
    expect(onOfflineDismiss).toHaveBeenCalledTimes(1);
  });

  it("has no close button without onDismiss", () => {
    render(
      <NoticeRegion>
        <OfflineReadyNotice />
        <OfflineNotice />
      </NoticeRegion>,
    );
    expect(screen.getByText("App Ready Offline")).toBeInTheDocument();
    expect(screen.getByText("Working Offline")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("close buttons are 44 x 44 px and say which notice they close", () => {
    render(
      <NoticeRegion>
        <OfflineReadyNotice onDismiss={() => undefined} />
      </NoticeRegion>,
    );
    const close = screen.getByRole("button", { name: "Dismiss notice" });
    expect(close).toHaveClass("size-11");
    expect(close).toHaveAccessibleDescription("App Ready Offline");
  });

  it("is a polite live region at the bottom edge, full size, with an empty spacer for the page's end", () => {
    render(
      <NoticeRegion>
        <OfflineNotice />
      </NoticeRegion>,
    );
    expect(region()).toHaveAttribute("role", "status");
    expect(region()).toHaveAttribute("aria-live", "polite");
    expect(region()).toHaveAttribute("data-placement", "bottom");
    expect(region()).toHaveAttribute("data-size", "full");
    // A bar along the bottom edge (full width on phones), never a centred overlay.
    expect(region()).toHaveClass("fixed", "inset-x-0", "bottom-0", "max-h-[50dvh]");
    expect(region().className).not.toMatch(/top-1\/2|translate-y-1\/2|inset-0\b/);
    const spacer = document.querySelector("[data-slot=notice-space]")!;
    expect(spacer).toHaveAttribute("aria-hidden", "true");
    expect(spacer).toBeEmptyDOMElement();
    expect(spacer.nextElementSibling).toBe(region());
  });

  it("compact hides descriptions from view only: screen readers still hear them", () => {
    render(
      <NoticeRegion placement="top" compact>
        <OfflineNotice />
      </NoticeRegion>,
    );
    expect(region()).toHaveAttribute("data-placement", "top");
    expect(region()).toHaveAttribute("data-size", "compact");
    const description = screen.getByText("You are not connected to the internet. Some pages may not be up to date.");
    expect(description).toHaveClass("group-data-[size=compact]/notices:sr-only");
    expect(description).not.toHaveClass("hidden");
    expect(screen.getByRole("status")).toHaveTextContent("Working Offline");
  });

  it("does not slide for visitors who ask for reduced motion and keeps a border in forced colours", () => {
    render(
      <NoticeRegion>
        <OfflineNotice onDismiss={() => undefined} />
      </NoticeRegion>,
    );
    const notice = document.querySelector("[data-slot=notice]")!;
    expect(notice).toHaveClass("motion-safe:animate-slide-in-bottom", "border", "forced-colors:border-[CanvasText]");
    expect(notice.className).not.toMatch(/(^|\s)animate-/);
    expect(screen.getByRole("button", { name: "Dismiss notice" })).toHaveClass("forced-colors:border");
  });
});
