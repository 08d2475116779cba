import type * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select";

const categories = [
  { slug: "enrollment", name: "Enrollment" },
  { slug: "medicare-advantage", name: "Medicare Advantage" },
  { slug: "medigap", name: "Medicare Supplements" },
  { slug: "part-d", name: "Prescription Drugs" },
];

function CategorySelect(props: React.ComponentProps<typeof Select>) {
  return (
    <div className="flex max-w-xs flex-col gap-2">
      <span id="category-label" className="font-semibold">
        Category
      </span>
      <Select defaultValue="all" {...props}>
        <SelectTrigger aria-labelledby="category-label">
          <SelectValue placeholder="Choose a category" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Categories</SelectItem>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Topics</SelectLabel>
            {categories.map((category) => (
              <SelectItem key={category.slug} value={category.slug}>
                {category.name}
              </SelectItem>
            ))}
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  );
}

const meta = {
  title: "Components/Select",
  component: Select,
  render: (args) => <CategorySelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog's category dropdown. */
export const Default: Story = {};

export const Placeholder: Story = { args: { defaultValue: undefined } };

export const ChooseACategory: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Category" });
    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole("option", { name: "Prescription Drugs" }));
    await expect(trigger).toHaveTextContent("Prescription Drugs");
  },
};

export const Disabled: Story = { args: { disabled: true } };
