// @vitest-environment jsdom
import { useState } from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LeadDialog } from "./lead-dialog.js";
import { LeadDialogProvider, LeadDialogTrigger, useLeadDialog } from "./lead-dialog-provider.js";
import type { LeadDialogProviderProps } from "./lead-dialog-provider.js";
import type { LeadSubmission } from "./schemas.js";
import { startReceiver } from "./test-support/receiver.js";
import { RATE_LIMITED_MESSAGE } from "./constants.js";

const LEAD = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "6625550142",
  zipCode: "38804",
};
const FIELDS = [
  ["First name", "firstName"],
  ["Last name", "lastName"],
  ["Email address", "email"],
  ["Phone number", "phone"],
  ["Zip code", "zipCode"],
] as const;

// Contrast cannot be computed in jsdom; the page-level rules do not apply to a dialog rendered alone.
const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    "color-contrast": { enabled: false },
    region: { enabled: false },
    "landmark-one-main": { enabled: false },
    "page-has-heading-one": { enabled: false },
  },
  resultTypes: ["violations"],
};
async function axeViolations(): Promise<string> {
  const results = await axe.run(document.body, AXE_OPTIONS);
  return results.violations
    .map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join("\n")}`)
    .join("\n");
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderPage(props: Omit<LeadDialogProviderProps, "children"> = {}, source?: string) {
  return render(
    <LeadDialogProvider {...props}>
      <a href="/">Home</a>
      <LeadDialogTrigger source={source} />
    </LeadDialogProvider>,
  );
}

async function openDialog(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole("button", { name: "Download Free Guide" }));
  return screen.findByRole("dialog", { name: "Get Your Free Medicare Guide" });
}

async function fill(user: UserEvent, values: Partial<typeof LEAD> = LEAD) {
  for (const [label, key] of FIELDS) {
    const value = values[key];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const submitButton = () => screen.getByRole("button", { name: /Send Me the Guide|Submitting\.\.\./ });
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
};

afterEach(() => {
  vi.useRealTimers();
});

describe("LeadDialog: what it shows", () => {
  it("opens from the trigger with the title, five labelled fields, sample formats and the licensed-agent notice", async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user);
    expect(dialog).toHaveClass("sm:max-w-[425px]");
    expect(within(dialog).getByRole("heading", { name: "Get Your Free Medicare Guide" })).toBeInTheDocument();
    const inputs = within(dialog).getAllByRole("textbox");
    expect(inputs.map((input) => input.getAttribute("name"))).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "zipCode",
    ]);
    expect(screen.getByLabelText("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(screen.getByLabelText("Last name")).toHaveAttribute("autocomplete", "family-name");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("autocomplete", "tel");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("placeholder", "(555) 555-0123");
    expect(screen.getByLabelText("Zip code")).toHaveAttribute("autocomplete", "postal-code");
    expect(screen.getByLabelText("Zip code")).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByLabelText("Zip code")).toHaveAttribute("placeholder", "38804");
    const notice = within(dialog).getByText(/a licensed insurance agent from Example Medicare Agency may contact you/);
    expect(notice).toHaveTextContent("We will not share your information with another company.");
    // What happens next is said before the button.
    expect(notice.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).queryByLabelText(/medicare number|health|medicare id/i)).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it("sets maximum lengths a little above the schema's so the 'too long' message can show", async () => {
    const user = userEvent.setup();
    renderPage();
    await openDialog(user);
    expect(screen.getByLabelText("First name")).toHaveAttribute("maxlength", "60");
    expect(screen.getByLabelText("Last name")).toHaveAttribute("maxlength", "60");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("maxlength", "279");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("maxlength", "35");
    expect(screen.getByLabelText("Zip code")).toHaveAttribute("maxlength", "20");
  });

  it("starts from what was typed in its placeholder, with the focus and caret back in that field", async () => {
    const user = userEvent.setup();
    const startWith = vi.fn(() => ({
      values: { firstName: "Margaret", email: "m@example.com", website: "ignored" },
      focus: { name: "firstName", selectionStart: 3, selectionEnd: 5 },
    }));
    render(
      <LeadDialogProvider>
        <LeadDialogTrigger startWith={startWith} />
      </LeadDialogProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Download Free Guide" });
    await openDialog(user);
    expect(startWith).toHaveBeenCalledWith(trigger);
    const first = screen.getByLabelText<HTMLInputElement>("First name");
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveValue("Margaret");
    expect([first.selectionStart, first.selectionEnd]).toEqual([3, 5]);
    expect(screen.getByLabelText("Email address")).toHaveValue("m@example.com");
    expect(screen.getByLabelText("Last name")).toHaveValue("");
    // Only the lead's fields are taken over.
    expect(document.querySelector<HTMLInputElement>("input[name=website]")?.value ?? "").toBe("");
  });

  it("throws a clear error when useLeadDialog is used outside the provider", () => {
    function Orphan() {
      useLeadDialog();
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow("useLeadDialog must be used inside a <LeadDialogProvider>.");
  });
});

describe("LeadDialog: validation on submit (docs/product.md: Form validation)", () => {
  it("shows nothing before the first submit, then every required message under its field, and focuses the first", async () => {
    const user = userEvent.setup();
    renderPage({ submit: vi.fn() });
    await openDialog(user);
    await user.type(screen.getByLabelText("Email address"), "x");
    expect(screen.queryByText("Invalid email address")).toBeNull();
    await user.clear(screen.getByLabelText("Email address"));
    await user.click(submitButton());
    await screen.findByText("First name is required");
    const expected = {
      "First name": "First name is required",
      "Last name": "Last name is required",
      "Email address": "Invalid email address",
      "Phone number": "Phone number must be at least 10 digits",
      "Zip code": "Zip code must be at least 5 digits",
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(errorOf(input)).toBe(`Error: ${message}`);
      const shown = screen.getByText(message);
      expect(shown.closest("[aria-live='polite']")).not.toBeNull();
      expect(input.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByLabelText("First name")).toHaveFocus();
  });

  it("checks e-mail, phone and zip with the documented messages and focuses the first field in error", async () => {
    const submit = vi.fn<(body: LeadSubmission) => Promise<void>>();
    const user = userEvent.setup();
    renderPage({ submit });
    await openDialog(user);
    await fill(user, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "not-an-email",
      phone: "662555",
      zipCode: "388",
    });
    await user.click(submitButton());
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Phone number must be at least 10 digits")).toBeInTheDocument();
    expect(screen.getByText("Zip code must be at least 5 digits")).toBeInTheDocument();
    expect(screen.queryByText("First name is required")).toBeNull();
    expect(screen.getByLabelText("First name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Email address")).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it("refuses overlong values with a clear message", async () => {
    const user = userEvent.setup();
    renderPage({ submit: vi.fn() });
    await openDialog(user);
    await fill(user, LEAD);
    await user.click(screen.getByLabelText("First name"));
    await user.paste("a".repeat(51));
    await user.click(screen.getByLabelText("Last name"));
    await user.paste("b".repeat(51));
    await user.click(screen.getByLabelText("Phone number"));
    await user.paste("1".repeat(26));
    await user.click(screen.getByLabelText("Zip code"));
    await user.paste("12345678");
    await user.click(submitButton());
    expect(await screen.findByText("First name must be 50 characters or fewer")).toBeInTheDocument();
    expect(screen.getByText("Last name must be 50 characters or fewer")).toBeInTheDocument();
    expect(screen.getByText("Phone number must be 25 characters or fewer")).toBeInTheDocument();
    expect(screen.getByText("Zip code must be 10 characters or fewer")).toBeInTheDocument();
  });

  it("clears a message as soon as the field is fixed, without waiting for the field to be left", async () => {
    const user = userEvent.setup();
    renderPage({ submit: vi.fn() });
    await openDialog(user);
    await user.click(submitButton());
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("First name"), "Ada");
    await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
  });
});

describe("LeadDialog: states (docs/product.md: States)", () => {
  it("goes idle -> submitting -> success, resets, closes after exactly 3000 ms and returns to idle", async () => {
    vi.useFakeTimers();
    const pending = deferred();
    const submit = vi.fn<(body: LeadSubmission) => Promise<void>>(() => pending.promise);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage({ submit }, "Blog Sidebar");
    const trigger = screen.getByRole("button", { name: "Download Free Guide" });
    await openDialog(user);
    await fill(user);
    await user.click(submitButton());

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toMatchObject({
      ...LEAD,
      source: "Blog Sidebar",
      leadType: "Medicare Guide Download",
    });

    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Thank You!");
    expect(status).toHaveTextContent("Your guide will be sent to your email shortly.");
    expect(status).toHaveFocus();
    expect(screen.queryByLabelText("First name")).toBeNull();

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(trigger).toHaveFocus();

    await openDialog(user);
    expect(screen.queryByRole("status")).toBeNull();
    for (const [label] of FIELDS) expect(screen.getByLabelText(label)).toHaveValue("");
    expect(submitButton()).toHaveTextContent("Send Me the Guide");
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's rate-limit message when it answers 429", async () => {
    const submit = vi
      .fn<(body: LeadSubmission) => Promise<void>>()
      .mockRejectedValueOnce(Object.assign(new Error("refused"), { status: 429 }));
    const user = userEvent.setup();
    renderPage({ submit });
    await openDialog(user);
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(RATE_LIMITED_MESSAGE);
  });

  it("shows the documented error above the still-filled fields and lets the person resubmit", async () => {
    const submit = vi
      .fn<(body: LeadSubmission) => Promise<void>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderPage({ submit });
    await openDialog(user);
    await fill(user);
    await user.click(submitButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("There was an error submitting your information. Please try again.");
    expect(alert).toHaveFocus();
    expect(
      alert.compareDocumentPosition(screen.getByLabelText("First name")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    for (const [label, key] of FIELDS) expect(screen.getByLabelText(label)).toHaveValue(LEAD[key]);
    expect(submitButton()).toHaveTextContent("Send Me the Guide");
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    expect(await screen.findByText("Thank You!")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0]).toMatchObject(LEAD);
  });

  it("says the request is saved on the device when it was only queued, never 'Thank You!', and stays open", async () => {
    vi.useFakeTimers();
    const submit = vi.fn<(body: LeadSubmission) => Promise<"queued">>(() => Promise.resolve("queued"));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage({ submit });
    await openDialog(user);
    await fill(user);
    await user.click(submitButton());

    const saved = await screen.findByRole("status");
    expect(saved).toHaveFocus();
    expect(saved.textContent).toBe(
      "Saved on This DeviceYou are offline right now. Your request is saved on this device and will be sent automatically when your connection returns. You can close this window.",
    );
    // Still open long after the 3 s a delivered lead closes in.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    vi.useRealTimers();
    expect(await axeViolations()).toBe("");

    await userEvent.keyboard("{Escape}");
    await openDialog(userEvent.setup());
    for (const [label] of FIELDS) expect(screen.getByLabelText(label)).toHaveValue("");
  });

  it("does not send twice when Enter is pressed again while submitting", async () => {
    const pending = deferred();
    const submit = vi.fn<(body: LeadSubmission) => Promise<void>>(() => pending.promise);
    const user = userEvent.setup();
    renderPage({ submit });
    await openDialog(user);
    await fill(user);
    await user.keyboard("{Enter}");
    await screen.findByRole("button", { name: "Submitting..." });
    await user.keyboard("{Enter}");
    await user.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
  });

  it("keeps what was typed when the dialog is closed and opened again", async () => {
    const user = userEvent.setup();
    renderPage({ submit: vi.fn() });
    await openDialog(user);
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.keyboard("{Escape}");
    await openDialog(user);
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
  });

  it("sends the source it was opened with, 'Medicare Breakdown' by default", async () => {
    const submit = vi.fn<(body: LeadSubmission) => Promise<void>>(() => Promise.resolve());
    function Opener() {
      const { open } = useLeadDialog();
      return (
        <>
          <button type="button" onClick={() => open()}>
            Default
          </button>
          <button type="button" onClick={() => open("Avoid Mistakes with Medicare Page")}>
            Avoid
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <LeadDialogProvider submit={submit}>
        <Opener />
      </LeadDialogProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Default" }));
    await fill(user);
    await user.click(submitButton());
    await screen.findByText("Thank You!");
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Avoid" }));
    await fill(user);
    await user.click(submitButton());
    await screen.findByText("Thank You!");
    expect(submit.mock.calls.map(([body]) => body.source)).toEqual([
      "Medicare Breakdown",
      "Avoid Mistakes with Medicare Page",
    ]);
  });
});

describe("LeadDialog: delivery to a receiving server (docs/product.md: Calls)", () => {
  it("POSTs exactly the webhook body, byte for byte, to the endpoint", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T15:04:05.678Z"));
    const receiver = await startReceiver(200);
    try {
      const user = userEvent.setup();
      renderPage({ endpoint: receiver.url }, "Blog Sidebar");
      await openDialog(user);
      await fill(user, { ...LEAD, firstName: "  Ada  " });
      await user.click(submitButton());
      expect(await screen.findByText("Thank You!")).toBeInTheDocument();
      // The documented body, byte for byte, then the form's context (what it showed), which the server keeps and never forwards.
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({ method: "POST", contentType: "application/json" });
      const spec =
        '{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","phone":"6625550142","zipCode":"38804","source":"Blog Sidebar","timestamp":"2026-11-22T15:04:05.678Z","leadType":"Medicare Guide Download"}';
      expect(receiver.received[0]!.body.startsWith(`${spec.slice(0, -1)},"submissionContext":`)).toBe(true);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
        submissionContext: {
          consent: { disclosureText: expect.stringContaining("licensed insurance agent") },
          page: "/",
        },
      });
    } finally {
      await receiver.close();
    }
  });

  it("treats markup in a field as text: sent verbatim, never rendered", async () => {
    const receiver = await startReceiver(200);
    try {
      const user = userEvent.setup();
      renderPage({ endpoint: receiver.url });
      await openDialog(user);
      await fill(user, { ...LEAD, firstName: "<img src=x onerror=alert(1)>", lastName: "<script>alert(1)</script>" });
      await user.click(submitButton());
      await screen.findByText("Thank You!");
      const body = JSON.parse(receiver.received[0]!.body) as LeadSubmission;
      expect(body.firstName).toBe("<img src=x onerror=alert(1)>");
      expect(body.lastName).toBe("<script>alert(1)</script>");
      expect(document.querySelector("img, script")).toBeNull();
    } finally {
      await receiver.close();
    }
  });

  it("shows the documented error on a non-OK answer, keeping the values", async () => {
    const receiver = await startReceiver(500);
    try {
      const user = userEvent.setup();
      renderPage({ endpoint: receiver.url });
      await openDialog(user);
      await fill(user);
      await user.click(submitButton());
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "There was an error submitting your information. Please try again.",
      );
      expect(screen.getByLabelText("Email address")).toHaveValue(LEAD.email);
      receiver.setStatus(201);
      await user.click(submitButton());
      expect(await screen.findByText("Thank You!")).toBeInTheDocument();
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });

  it("shows the documented error when the endpoint cannot be reached", async () => {
    const receiver = await startReceiver(200);
    await receiver.close();
    const user = userEvent.setup();
    renderPage({ endpoint: receiver.url });
    await openDialog(user);
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There was an error submitting your information. Please try again.",
    );
  });
});

describe("LeadDialog: keyboard only", () => {
  it("opens with Enter, moves through the fields with Tab, submits with Enter, closes with Escape and returns focus", async () => {
    const submit = vi.fn<(body: LeadSubmission) => Promise<void>>(() => Promise.resolve());
    const user = userEvent.setup();
    renderPage({ submit });
    const trigger = screen.getByRole("button", { name: "Download Free Guide" });
    await user.tab();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog");
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveFocus());
    for (const [label, key] of FIELDS) {
      expect(screen.getByLabelText(label)).toHaveFocus();
      await user.keyboard(LEAD[key]);
      await user.tab();
    }
    expect(submitButton()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText("First name")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Thank You!")).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("after a failure focuses the error box; Tab reaches the filled fields and Enter sends again", async () => {
    const submit = vi
      .fn<(body: LeadSubmission) => Promise<void>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderPage({ submit });
    await openDialog(user);
    await fill(user);
    await user.keyboard("{Enter}");
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    await user.tab();
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Thank You!")).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("returns focus to the opener when closed with Escape before submitting", async () => {
    const user = userEvent.setup();
    renderPage({ submit: vi.fn() });
    const trigger = screen.getByRole("button", { name: "Download Free Guide" });
    trigger.focus();
    await user.keyboard(" ");
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("works as a controlled dialog outside the provider and returns focus to the app's own button", async () => {
    function App() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Get the guide
          </button>
          <LeadDialog open={open} onOpenChange={setOpen} submit={() => Promise.resolve()} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<App />);
    const opener = screen.getByRole("button", { name: "Get the guide" });
    await user.click(opener);
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe("LeadDialog: axe in every state", () => {
  it("idle, errors shown, submitting, error and success have no violations", async () => {
    const first = deferred();
    const submit = vi
      .fn<(body: LeadSubmission) => Promise<void>>()
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderPage({ submit });
    await openDialog(user);
    expect(await axeViolations()).toBe("");

    await user.click(submitButton());
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(await axeViolations()).toBe("");

    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(await axeViolations()).toBe("");

    await act(async () => {
      first.reject(new Error("500"));
      await first.promise.catch(() => undefined);
    });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(await axeViolations()).toBe("");

    await user.click(submitButton());
    expect(await screen.findByText("Thank You!")).toBeInTheDocument();
    expect(await axeViolations()).toBe("");
  });
});
