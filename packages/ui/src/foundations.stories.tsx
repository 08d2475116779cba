import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./components/button";

const meta = {
  title: "Foundations/Theme",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const swatches = [
  {
    name: "primary-900",
    className: "bg-primary-900",
    text: "text-white",
    use: "Headings, footer",
    ratio: "15.8:1 with white",
  },
  {
    name: "primary-700",
    className: "bg-primary-700",
    text: "text-white",
    use: "Primary buttons, links, focus ring",
    ratio: "10.6:1 on white",
  },
  { name: "primary-600", className: "bg-primary-600", text: "text-white", use: "Accents", ratio: "8.2:1 on white" },
  { name: "primary-50", className: "bg-primary-50", text: "text-primary-900", use: "Tinted surfaces", ratio: "" },
  {
    name: "accent-600",
    className: "bg-accent-600",
    text: "text-white",
    use: "Main calls to action only",
    ratio: "6.9:1 with white",
  },
  { name: "ink", className: "bg-ink", text: "text-white", use: "Body text", ratio: "16.6:1 on white" },
  { name: "muted", className: "bg-muted", text: "text-white", use: "Secondary text", ratio: "7.6:1 on white" },
  { name: "border", className: "bg-border", text: "text-white", use: "Control borders", ratio: "4.1:1 on white" },
  {
    name: "danger-700",
    className: "bg-danger-700",
    text: "text-white",
    use: "Errors (with icon and text)",
    ratio: "6.7:1 on white",
  },
  {
    name: "success-700",
    className: "bg-success-700",
    text: "text-white",
    use: "Success (with icon and text)",
    ratio: "6.6:1 on white",
  },
];

export const Colors: Story = {
  render: () => (
    <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {swatches.map((swatch) => (
        <li key={swatch.name} className="overflow-hidden rounded-card border border-border-subtle">
          <div className={`${swatch.className} ${swatch.text} p-4 font-bold`}>{swatch.name}</div>
          <div className="p-4">
            <p className="m-0">{swatch.use}</p>
            {swatch.ratio ? <p className="m-0 text-muted">{swatch.ratio}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  ),
};

export const Typography: Story = {
  render: () => (
    <div className="flex max-w-prose flex-col gap-4">
      <h1 className="m-0 text-4xl font-bold text-primary-900">Making Medicare Easy, One Choice at a Time</h1>
      <h2 className="m-0 text-3xl font-bold text-primary-900">Understand your choices</h2>
      <h3 className="m-0 text-2xl font-bold text-primary-900">Medicare Advantage</h3>
      <p className="m-0">
        Body text is 18 px on phones and 20 px from tablets up, with a line height of 1.6 and lines of about 65
        characters. The typeface is Atkinson Hyperlegible Next, designed for readers with low vision.
      </p>
      <p className="m-0 text-sm text-muted">Small text is never below 16 px (15 px for the smallest labels).</p>
    </div>
  ),
};

/** Every control shows a 3 px focus ring with a 3 px offset; on dark surfaces the ring turns yellow. Press Tab. */
export const FocusRing: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <div className="flex gap-4">
        <Button>On light</Button>
        <a href="#focus" className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline">
          A text link
        </a>
      </div>
      <div className="flex gap-4 rounded-card bg-primary-900 p-6 [--color-focus:var(--color-focus-inverse)]">
        <Button variant="inverse">On dark</Button>
      </div>
    </div>
  ),
};
