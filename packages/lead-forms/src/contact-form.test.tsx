// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "@tupelo-medicare/ui";
import { ContactForm } from "./contact-form.js";
import type { ContactFormProps } from "./contact-form.js";
import type { ContactSubmission } from "./schemas.js";
import { RATE_LIMITED_MESSAGE } from "./constants.js";
import type { SubmissionContext } from "./constants.js";
import { startReceiver } from "./test-support/receiver.js";

const CONTACT = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  message: "Please call me about Medigap plans.",
};
const SUCCESS = "Your message has been sent! We will contact you shortly.";
const FAILURE = "There was an error sending your message. Please try again.";

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

function renderForm(props: ContactFormProps = {}) {
  return render(
    <main>
      <h1>Contact us</h1>
      <ContactForm aria-label="Send us a message" {...props} />
      <Toaster />
    </main>,
  );
}

const field = {
  name: () => screen.getByLabelText("Name"),
  email: () => screen.getByLabelText("Email address"),
  phone: () => screen.getByLabelText("Phone number (optional)"),
  message: () => screen.getByLabelText("Message"),
  consent: () => screen.getByRole("checkbox"),
};
const submitButton = () => screen.getByRole("button", { name: /Send Message|Sending\.\.\./ });

async function fill(user: UserEvent, values: Partial<typeof CONTACT> = CONTACT, consent = true) {
  if (values.name) await user.type(field.name(), values.name);
  if (values.email) await user.type(field.email(), values.email);
  if (values.phone) await user.type(field.phone(), values.phone);
  if (values.message) await user.type(field.message(), values.message);
  if (consent) await user.click(field.consent());
}

afterEach(async () => {
  await act(async () => {
    toast.dismiss();
    await Promise.resolve();
  });
  vi.useRealTimers();
});

describe("ContactForm: what it shows", () => {
  it("has labelled fields above their controls, an optional phone and an unticked consent", () => {
    renderForm();
    expect(field.name()).toHaveAttribute("autocomplete", "name");
    expect(field.email()).toHaveAttribute("autocomplete", "email");
    expect(field.phone()).toHaveAttribute("autocomplete", "tel");
    expect(field.phone()).toHaveAttribute("inputmode", "numeric");
    expect(field.phone()).not.toHaveAttribute("aria-required");
    expect(field.message().tagName).toBe("TEXTAREA");
    expect(field.consent()).not.toBeChecked();
    expect(field.name()).toHaveAttribute("maxlength", "110");
    expect(field.message()).toHaveAttribute("maxlength", "2200");
  });

  it("gives the SMS consent terms (program, frequency, rates, HELP, STOP) with links to the terms and privacy pages", () => {
    renderForm();
    const consent = field.consent();
    expect(consent).toHaveAccessibleName(
      /I agree to receive calls, e-mails and text messages from Example Medicare Agency/,
    );
    const details = document.getElementById(consent.getAttribute("aria-describedby")!)!;
    expect(details).toHaveTextContent("Example Medicare Agency Medicare text messages");
    expect(details).toHaveTextContent("message frequency varies");
    expect(details).toHaveTextContent("Msg & data rates may apply");
    expect(details).toHaveTextContent("Reply HELP for help or STOP to cancel");
    expect(within(details).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    expect(within(details).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  });

  it("says what happens next before the button", () => {
    renderForm();
    const next = screen.getByText(/A licensed insurance agent from Example Medicare Agency will read your message/);
    expect(next).toHaveTextContent("Monday-Friday 9:00 AM-5:00 PM");
    expect(next.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("ContactForm: the server's answer to a plain post", () => {
  it("shows the values and each message once (the form settles: no render loop)", () => {
    renderForm({
      answer: { values: { ...CONTACT, email: "nope" }, errors: { email: "Please enter a valid email address" } },
    });
    expect(field.email()).toHaveProperty("value", "nope");
    expect(field.email().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Please enter a valid email address").length).toBe(2);
  });
});

describe("ContactForm: validation on submit (docs/product.md: Form validation)", () => {
  it("shows every message under its field, a summary linking to each, and focuses the first field in error", async () => {
    const submit = vi.fn<(body: ContactSubmission) => Promise<void>>();
    const user = userEvent.setup();
    renderForm({ submit });
    await user.type(field.name(), "A");
    await user.type(field.email(), "ada@");
    await user.type(field.message(), "short");
    await user.click(submitButton());
    await screen.findByText("There is a problem");
    const expected = [
      [field.name(), "Name must be at least 2 characters"],
      [field.email(), "Please enter a valid email address"],
      [field.message(), "Message must be at least 10 characters"],
      [field.consent(), "You must consent to receive marketing communications to submit this form"],
    ] as const;
    for (const [input, message] of expected) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as string);
      expect(screen.getAllByText(message).some((node) => node.closest("[aria-live='polite']"))).toBe(true);
    }
    expect(field.phone()).not.toHaveAttribute("aria-invalid");
    expect(field.name()).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    const summary = screen.getByText("There is a problem").parentElement!;
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(expected.map(([, message]) => message));
    await user.click(within(summary).getByRole("link", { name: "Message must be at least 10 characters" }));
    expect(field.message()).toHaveFocus();
  });

  it("requires the consent even when everything else is right", async () => {
    const submit = vi.fn<(body: ContactSubmission) => Promise<void>>();
    const user = userEvent.setup();
    renderForm({ submit });
    await fill(user, CONTACT, false);
    await user.click(submitButton());
    await screen.findByText("There is a problem");
    expect(
      screen.getAllByText("You must consent to receive marketing communications to submit this form"),
    ).toHaveLength(2);
    expect(field.consent()).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it("refuses overlong values with a clear message", async () => {
    const user = userEvent.setup();
    renderForm({ submit: vi.fn() });
    await fill(user);
    await user.click(field.name());
    await user.paste("n".repeat(100));
    await user.click(field.phone());
    await user.paste("1".repeat(26));
    await user.click(field.message());
    await user.paste("m".repeat(2000));
    await user.click(submitButton());
    await screen.findByText("There is a problem");
    expect(screen.getAllByText("Name must be 100 characters or fewer").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Phone number must be 25 characters or fewer").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Message must be 2000 characters or fewer").length).toBeGreaterThan(0);
  });
});

describe("ContactForm: states (docs/product.md: States)", () => {
  it("goes idle -> sending -> success: toast, form reset, consent unticked", async () => {
    const pending = deferred();
    const submit = vi.fn<(body: ContactSubmission) => Promise<void>>(() => pending.promise);
    const user = userEvent.setup();
    renderForm({ submit });
    await fill(user, { ...CONTACT, phone: "662-555-0142" });
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toMatchObject({
      ...CONTACT,
      phone: "662-555-0142",
      marketingConsent: true,
      source: "Website Contact Form",
    });

    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent("Send Message");
    expect(submitButton()).toBeEnabled();
    expect(field.name()).toHaveValue("");
    expect(field.email()).toHaveValue("");
    expect(field.phone()).toHaveValue("");
    expect(field.message()).toHaveValue("");
    expect(field.consent()).not.toBeChecked();
  });

  it("goes sending -> error: toast, values kept, resubmit allowed", async () => {
    const submit = vi
      .fn<(body: ContactSubmission) => Promise<void>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderForm({ submit });
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(field.name()).toHaveValue(CONTACT.name);
    expect(field.message()).toHaveValue(CONTACT.message);
    expect(field.consent()).toBeChecked();
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
  });
});

describe("ContactForm: abuse guards", () => {
  it("shows the server's rate-limit message when it answers 429", async () => {
    const refused = Object.assign(new Error("refused"), { status: 429 });
    const submit = vi.fn<(body: ContactSubmission) => Promise<void>>().mockRejectedValueOnce(refused);
    const user = userEvent.setup();
    renderForm({ submit });
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(RATE_LIMITED_MESSAGE)).toBeInTheDocument();
  });

  it("has a hidden field people and screen readers never meet, sent only when filled", async () => {
    const submit = vi.fn<(body: ContactSubmission, context?: SubmissionContext) => Promise<void>>(() =>
      Promise.resolve(),
    );
    const user = userEvent.setup();
    const { container } = renderForm({ submit });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
    await fill(user);
    await user.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![1]).toEqual({
      consent: {
        consentText: expect.stringContaining("I agree to receive calls"),
        disclosureText: expect.stringContaining("licensed insurance agent"),
      },
    });
    trap.value = "http://spam.example";
    await fill(user);
    await user.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1]![1]).toMatchObject({ website: "http://spam.example" });
  });
});

describe("ContactForm: saved on the device while offline", () => {
  it("says plainly in the form that the message is saved and will be sent, resets, and shows no sent toast", async () => {
    const submit = vi.fn<(body: ContactSubmission) => Promise<"queued">>(() => Promise.resolve("queued"));
    const user = userEvent.setup();
    renderForm({ submit });
    await fill(user);
    await user.click(submitButton());
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "Your message is saved on this device and will be sent automatically when your connection returns.",
    );
    expect(screen.queryByText(SUCCESS)).toBeNull();
    expect(field.name()).toHaveValue("");
    expect(field.consent()).not.toBeChecked();
    expect(await axeViolations()).toBe("");
  });
});

describe("ContactForm: delivery to a receiving server (docs/product.md: Calls)", () => {
  it("POSTs exactly the webhook body, byte for byte, with 'Not provided' for an empty phone", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T15:04:05.678Z"));
    const receiver = await startReceiver(200);
    try {
      const user = userEvent.setup();
      renderForm({ endpoint: receiver.url });
      await fill(user);
      await user.click(submitButton());
      expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
      // The documented body, byte for byte, then the form's context (what it showed), which the server keeps and never forwards.
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({ method: "POST", contentType: "application/json" });
      const spec =
        '{"name":"Ada Lovelace","email":"ada@example.com","phone":"Not provided","message":"Please call me about Medigap plans.","marketingConsent":true,"source":"Website Contact Form","timestamp":"2026-11-22T15:04:05.678Z"}';
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

  it("keeps a given phone and sends markup as plain text", async () => {
    const receiver = await startReceiver(200);
    try {
      const user = userEvent.setup();
      renderForm({ endpoint: receiver.url });
      await fill(user, { ...CONTACT, phone: "(662) 555-0142", message: "<script>alert('hi')</script> call me" });
      await user.click(submitButton());
      await screen.findByText(SUCCESS);
      const body = JSON.parse(receiver.received[0]!.body) as ContactSubmission;
      expect(body.phone).toBe("(662) 555-0142");
      expect(body.message).toBe("<script>alert('hi')</script> call me");
      expect(document.querySelector("script")).toBeNull();
    } finally {
      await receiver.close();
    }
  });

  it("shows the failure toast on a non-OK answer", async () => {
    const receiver = await startReceiver(503);
    try {
      const user = userEvent.setup();
      renderForm({ endpoint: receiver.url });
      await fill(user);
      await user.click(submitButton());
      expect(await screen.findByText(FAILURE)).toBeInTheDocument();
      expect(field.email()).toHaveValue(CONTACT.email);
    } finally {
      await receiver.close();
    }
  });

  it("shows the failure toast when the endpoint cannot be reached", async () => {
    const receiver = await startReceiver(200);
    await receiver.close();
    const user = userEvent.setup();
    renderForm({ endpoint: receiver.url });
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
  });
});

describe("ContactForm: keyboard only", () => {
  it("is completed with Tab, typing and Space, and sent with Enter", async () => {
    const submit = vi.fn<(body: ContactSubmission) => Promise<void>>(() => Promise.resolve());
    const user = userEvent.setup();
    renderForm({ submit });
    await user.tab();
    expect(field.name()).toHaveFocus();
    await user.keyboard(CONTACT.name);
    await user.tab();
    expect(field.email()).toHaveFocus();
    await user.keyboard(CONTACT.email);
    await user.tab();
    expect(field.phone()).toHaveFocus();
    await user.tab();
    expect(field.message()).toHaveFocus();
    await user.keyboard(CONTACT.message);
    await user.tab();
    expect(field.consent()).toHaveFocus();
    await user.keyboard(" ");
    expect(field.consent()).toBeChecked();
    await user.tab();
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveFocus();
    await user.tab();
    expect(submitButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe("ContactForm: axe in every state", () => {
  it("idle, errors shown, sending, error and success have no violations", async () => {
    const first = deferred();
    const submit = vi
      .fn<(body: ContactSubmission) => Promise<void>>()
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderForm({ submit });
    expect(await axeViolations()).toBe("");

    await user.click(submitButton());
    expect(await screen.findByText("There is a problem")).toBeInTheDocument();
    expect(await axeViolations()).toBe("");

    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(await axeViolations()).toBe("");

    await act(async () => {
      first.reject(new Error("500"));
      await first.promise.catch(() => undefined);
    });
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(await axeViolations()).toBe("");

    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(await axeViolations()).toBe("");
  });
});
