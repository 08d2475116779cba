import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "@tupelo-medicare/ui";
import { LEAD_SOURCES, type LeadSubmission } from "./schemas.js";
import { LeadDialog } from "./lead-dialog.js";
import { LeadDialogProvider, LeadDialogTrigger, useLeadDialog } from "./lead-dialog-provider.js";
import type { SubmitFunction } from "./constants.js";
import { ExampleSite } from "./test-support/example-site.js";

// Stories never use the network: every one passes a `submit` that resolves, rejects or waits.
const accept: SubmitFunction<LeadSubmission> = () => new Promise((resolve) => setTimeout(resolve, 400));
const refuse: SubmitFunction<LeadSubmission> = () =>
  new Promise((_, reject) => setTimeout(() => reject(new Error("The server refused it (500).")), 400));
const never: SubmitFunction<LeadSubmission> = () => new Promise(() => undefined);

type StoryArgs = { source: string; submit: SubmitFunction<LeadSubmission> };

/** The dialog open on a page, with a button to open it again after it closes. */
function OpenDialog({ source, submit }: StoryArgs) {
  const [open, setOpen] = React.useState(true);
  return (
    <>
      <Button variant="accent" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Download Free Guide
      </Button>
      <LeadDialog open={open} onOpenChange={setOpen} source={source} submit={submit} />
    </>
  );
}

const meta = {
  title: "Lead forms/Lead dialog",
  component: OpenDialog,
  args: { source: "Medicare Breakdown", submit: accept },
  argTypes: { source: { control: "select", options: [...LEAD_SOURCES] }, submit: { control: false } },
  parameters: { layout: "centered" },
  // A clearly fictional agency: the UI kit ships no business's details.
  decorators: [
    (Story) => (
      <ExampleSite>
        <Story />
      </ExampleSite>
    ),
  ],
} satisfies Meta<typeof OpenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function fillIn() {
  const screen = body();
  await userEvent.type(await screen.findByLabelText("First name"), "Ada");
  await userEvent.type(screen.getByLabelText("Last name"), "Lovelace");
  await userEvent.type(screen.getByLabelText("Email address"), "ada@example.com");
  await userEvent.type(screen.getByLabelText("Phone number"), "6625550142");
  await userEvent.type(screen.getByLabelText("Zip code"), "38804");
}

/** Idle: labels above the fields, sample formats, and the licensed-agent notice before the button. */
export const Idle: Story = {};

/** Submitted empty: the documented message under each field, focus on the first field in error. */
export const ValidationErrors: Story = {
  play: async () => {
    const screen = body();
    await userEvent.click(await screen.findByRole("button", { name: "Send Me the Guide" }));
    await expect(await screen.findByText("First name is required")).toBeInTheDocument();
    await expect(screen.getByText("Zip code must be at least 5 digits")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveFocus());
  },
};

/** Sending: the button reads 'Submitting...' and is disabled. */
export const Submitting: Story = {
  args: { submit: never },
  play: async () => {
    await fillIn();
    await userEvent.click(body().getByRole("button", { name: "Send Me the Guide" }));
    await expect(await body().findByRole("button", { name: "Submitting..." })).toBeDisabled();
  },
};

/** Success: 'Thank You!'; the dialog closes by itself 3 seconds later (the button opens it again, empty). */
export const Success: Story = {
  play: async () => {
    await fillIn();
    await userEvent.click(body().getByRole("button", { name: "Send Me the Guide" }));
    await expect(await body().findByText("Thank You!")).toBeInTheDocument();
    await expect(body().getByText("Your guide will be sent to your email shortly.")).toBeInTheDocument();
  },
};

/** Failure: the documented message in a red box above the fields, which stay filled for another try. */
export const SubmitError: Story = {
  args: { submit: refuse },
  play: async () => {
    await fillIn();
    await userEvent.click(body().getByRole("button", { name: "Send Me the Guide" }));
    await expect(await body().findByRole("alert")).toHaveTextContent(
      "There was an error submitting your information. Please try again.",
    );
    await expect(body().getByLabelText("First name")).toHaveValue("Ada");
  },
};

function SourceButtons() {
  const { open } = useLeadDialog();
  return (
    <div className="flex flex-wrap gap-3">
      <LeadDialogTrigger />
      <LeadDialogTrigger source="Blog Sidebar" variant="secondary">
        Get the guide (blog sidebar)
      </LeadDialogTrigger>
      <Button variant="ghost" onClick={() => open("Avoid Mistakes with Medicare Page")}>
        Open from code
      </Button>
    </div>
  );
}

/** The provider renders the one dialog; any button below it opens it with its own source label. */
export const WithProvider: Story = {
  render: ({ submit }) => (
    <LeadDialogProvider submit={submit}>
      <SourceButtons />
    </LeadDialogProvider>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Download Free Guide" });
    await userEvent.click(trigger);
    await expect(await body().findByRole("dialog", { name: "Get Your Free Medicare Guide" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
