import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../lib/constants";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

function Help() {
  return (
    <Tooltip>
      <TooltipTrigger>What is IRMAA?</TooltipTrigger>
      <TooltipContent>An extra premium amount for higher incomes.</TooltipContent>
    </Tooltip>
  );
}

describe("Tooltip", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the documented delays", () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });

  it("opens 700 ms after the pointer rests on the trigger", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Help />);
    await user.hover(screen.getByRole("button", { name: "What is IRMAA?" }));
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    });
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("tooltip")).toHaveTextContent("An extra premium amount for higher incomes.");
  });

  it("opens at once on keyboard focus and closes with Escape", async () => {
    const user = userEvent.setup();
    render(<Help />);
    await user.tab();
    expect(await screen.findByRole("tooltip")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
