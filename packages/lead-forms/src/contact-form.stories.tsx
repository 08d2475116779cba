import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Toaster } from "@tupelo-medicare/ui";
import type { ContactSubmission } from "./schemas.js";
import { ContactForm } from "./contact-form.js";
import type { SubmitFunction } from "./constants.js";
import { ExampleSite } from "./test-support/example-site.js";

// Stories never use the network: every one passes a `submit` that resolves, rejects or waits.
const accept: SubmitFunction<ContactSubmission> = () => new Promise((resolve) => setTimeout(resolve, 400));
const refuse: SubmitFunction<ContactSubmission> = () =>
  new Promise((_, reject) => setTimeout(() => reject(new Error("The server refused it (500).")), 400));
const never: SubmitFunction<ContactSubmission> = () => new Promise(() => undefined);

const meta = {
  title: "Lead forms/Contact form",
  component: ContactForm,
  args: { submit: accept, "aria-label": "Send us a message" },
  argTypes: { submit: { control: false } },
  decorators: [
    (Story) => (
      <ExampleSite>
        <div className="max-w-xl">
          <Story />
          <Toaster />
        </div>
      </ExampleSite>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Name"), "Ada Lovelace");
  await userEvent.type(canvas.getByLabelText("Email address"), "ada@example.com");
  await userEvent.type(canvas.getByLabelText("Message"), "Please call me about Medigap plans.");
  await userEvent.click(canvas.getByRole("checkbox"));
}

/** Idle: the consent box is never ticked in advance. */
export const Idle: Story = {};

/** Submitted empty: a summary linking to each problem, the documented message under each field, focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await expect(await canvas.findByText("There is a problem")).toBeInTheDocument();
    await expect(canvas.getAllByText("Name must be at least 2 characters")).toHaveLength(2);
    await expect(canvas.getByLabelText("Name")).toHaveFocus();
  },
};

/** Sending: the button reads 'Sending...' and is disabled. */
export const Sending: Story = {
  args: { submit: never },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }));
    await expect(await within(canvasElement).findByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

/** Sent: the success toast, and the form is empty again. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }));
    await expect(
      await within(canvasElement).findByText("Your message has been sent! We will contact you shortly."),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByLabelText("Name")).toHaveValue("");
  },
};

/** Failed: the error toast; the form keeps what was typed. */
export const SubmitError: Story = {
  args: { submit: refuse },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }));
    await expect(
      await within(canvasElement).findByText("There was an error sending your message. Please try again."),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByLabelText("Name")).toHaveValue("Ada Lovelace");
  },
};
