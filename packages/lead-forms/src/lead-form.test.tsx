// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { LeadForm } from "./lead-form.js";
import type { LeadFormProps } from "./lead-form.js";
import type { LeadSubmission } from "./schemas.js";
import { RATE_LIMITED_MESSAGE } from "./constants.js";
import type { SubmissionContext } from "./constants.js";
import { LEAD_SOURCE_FIELD } from "./lead-source.js";
import { leadDisclosureText } from "./consent-text.js";

const LEAD = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "(662) 555-0123",
  zipCode: "38804",
};

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
  return results.violations.map((v) => `${v.id}: ${v.help}`).join("\n");
}

function renderForm(props: LeadFormProps = {}) {
  return render(
    <main>
      <h1>Get Your Free Medicare Guide</h1>
      <LeadForm aria-label="Request your free guide" {...props} />
    </main>,
  );
}

const form = () => screen.getByRole<HTMLFormElement>("form", { name: "Request your free guide" });
const submitButton = () => screen.getByRole("button", { name: /Send Me the Guide|Submitting\.\.\./ });

async function fill(user: UserEvent) {
  await user.type(screen.getByLabelText("First name"), LEAD.firstName);
  await user.type(screen.getByLabelText("Last name"), LEAD.lastName);
  await user.type(screen.getByLabelText("Email address"), LEAD.email);
  await user.type(screen.getByLabelText("Phone number"), LEAD.phone);
  await user.type(screen.getByLabelText("Zip code"), LEAD.zipCode);
}

describe("LeadForm: with no script (the browser posts it)", () => {
  it("is a POST to the endpoint (never a GET), with the source in a hidden field and named fields", () => {
    renderForm({ source: "Blog Sidebar" });
    expect(form().method).toBe("post");
    expect(form().getAttribute("action")).toBe("/api/leads");
    const source = form().elements.namedItem(LEAD_SOURCE_FIELD) as HTMLInputElement;
    expect(source.type).toBe("hidden");
    expect(source.value).toBe("Blog Sidebar");
    for (const name of Object.keys(LEAD)) expect(form().elements.namedItem(name)).toBeInstanceOf(HTMLInputElement);
  });

  it("posts to a given action", () => {
    renderForm({ action: "/api/leads#guide-form" });
    expect(form().getAttribute("action")).toBe("/api/leads#guide-form");
  });

  it("shows the server's answer to bad input: the values kept, each message under its field and in a summary", () => {
    renderForm({
      answer: {
        values: { ...LEAD, email: "not-an-email" },
        errors: { email: "Please enter a valid email address" },
      },
    });
    expect(screen.getByLabelText("First name")).toHaveProperty("value", "Ada");
    expect(screen.getByLabelText("Email address")).toHaveProperty("value", "not-an-email");
    expect(screen.getByLabelText("Email address").getAttribute("aria-invalid")).toBe("true");
    const summary = screen.getByText("There is a problem").parentElement!;
    expect(
      within(summary).getByRole("link", { name: "Please enter a valid email address" }).getAttribute("href"),
    ).toMatch(/-email$/);
  });

  it("shows 'Thank You!' for a request the server accepted", () => {
    renderForm({ answer: { result: "sent" } });
    expect(screen.getByRole("status")).toHaveTextContent("Thank You!");
    expect(screen.getByRole("status")).toHaveTextContent("Your guide will be sent to your email shortly.");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("shows the error above the filled form for a request that failed, and the limit's text for a 429", () => {
    const { unmount } = renderForm({ answer: { result: "failed", values: LEAD } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "There was an error submitting your information. Please try again.",
    );
    expect(screen.getByLabelText("Zip code")).toHaveProperty("value", "38804");
    unmount();
    renderForm({ answer: { result: "limited", values: LEAD } });
    expect(screen.getByRole("alert")).toHaveTextContent(RATE_LIMITED_MESSAGE);
  });
});

describe("LeadForm: with a script", () => {
  it("sends the lead with its source and the wording shown, then shows 'Thank You!' with focus on it", async () => {
    const user = userEvent.setup();
    const submit = vi.fn<(body: LeadSubmission, context?: SubmissionContext) => Promise<void>>(() => Promise.resolve());
    renderForm({ source: "Avoid Mistakes with Medicare Page", submit });
    const shown = document.querySelector("[data-slot='lead-notice']")!.textContent;
    await fill(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Thank You!"));
    // Focus moves in an effect after the box is shown: waited for, not read in the same instant.
    await waitFor(() => expect(screen.getByRole("status")).toHaveFocus());
    expect(submit).toHaveBeenCalledTimes(1);
    const [body, context] = submit.mock.calls[0]!;
    expect(body).toMatchObject({
      ...LEAD,
      source: "Avoid Mistakes with Medicare Page",
      leadType: "Medicare Guide Download",
    });
    expect(context?.consent.disclosureText).toBe(shown);
    expect(shown).toBe(leadDisclosureText("Example Medicare Agency"));
  });

  it("validates on submit: nothing is sent, the messages show and the summary links to each field", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.resolve());
    renderForm({ submit });
    await user.click(submitButton());
    expect(submit).not.toHaveBeenCalled();
    const summary = await screen.findByText("There is a problem");
    expect(within(summary.parentElement!).getAllByRole("link").length).toBe(5);
  });

  it("keeps the values and shows the error box on failure; a second try is allowed", async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn<(body: LeadSubmission) => Promise<void>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(undefined);
    renderForm({ submit });
    await fill(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(screen.getByLabelText("Last name")).toHaveProperty("value", "Lovelace");
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Thank You!"));
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("says plainly that a request kept on the device while offline will be sent", async () => {
    const user = userEvent.setup();
    renderForm({ submit: () => Promise.resolve("queued") });
    await fill(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved on This Device"));
    expect(screen.getByRole("status").textContent).not.toContain("close this window");
  });

  it("has no axe violations idle, with errors shown and after success", async () => {
    const user = userEvent.setup();
    renderForm({ submit: () => Promise.resolve() });
    expect(await axeViolations()).toBe("");
    await user.click(submitButton());
    await screen.findByText("There is a problem");
    expect(await axeViolations()).toBe("");
    await fill(user);
    await user.click(submitButton());
    await screen.findByText("Thank You!");
    expect(await axeViolations()).toBe("");
  });
});
