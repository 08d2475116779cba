import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NoticeRegion, OfflineNotice, OfflineReadyNotice, UpdateAvailableNotice } from "./notices";

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

  it("'App Ready Offline' and 'Working Offline'", () => {
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
});
