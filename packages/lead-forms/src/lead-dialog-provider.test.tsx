// @vitest-environment jsdom
// Its own file: the dialog's code must not have been loaded by another test (module state is per file).
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadDialogProvider, LeadDialogTrigger, preloadLeadDialog } from "./lead-dialog-provider.js";

describe("LeadDialogProvider", () => {
  it("once the dialog's code is loaded, a press shows the dialog in its own task, with no Suspense round", async () => {
    await preloadLeadDialog();
    render(
      <LeadDialogProvider>
        <LeadDialogTrigger />
      </LeadDialogProvider>,
    );
    // A synchronous act: only what the press itself renders, no promise settled after it (React.lazy would suspend).
    act(() => screen.getByRole("button", { name: "Download Free Guide" }).click());
    expect(screen.getByRole("dialog", { name: "Get Your Free Medicare Guide" })).toBeTruthy();
    expect(screen.getByLabelText("First name")).toBeTruthy();
  });
});
