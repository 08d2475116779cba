import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { brokenImage, sampleImages } from "../test/fixtures";
import { Button } from "./button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ContentCard,
  ContentCardSkeleton,
} from "./card";
import { LoadingRegion } from "./skeleton";

const meta = {
  title: "Components/Card",
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: () => (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle>Local Expertise</CardTitle>
        <CardDescription>We live and work in Tupelo.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="m-0">
          We know the plans, doctors and pharmacies in Northeast Mississippi, and we answer the phone when you call.
        </p>
      </CardContent>
      <CardFooter>
        <Button variant="secondary">Meet our team</Button>
      </CardFooter>
    </Card>
  ),
};

export const WithAction: Story = {
  render: () => (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle>Medicare Supplements</CardTitle>
        <CardDescription>Help paying what Original Medicare does not.</CardDescription>
        <CardAction>
          <Button variant="ghost" size="sm">
            Save
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="m-0">Also called Medigap. You can see any doctor in the country who takes Medicare.</p>
      </CardContent>
    </Card>
  ),
};

const post = {
  href: "/blog/when-to-sign-up-for-part-b",
  title: "When should I sign up for Part B?",
  description:
    "Your Initial Enrollment Period lasts seven months. Here is how to work out yours, and what happens if you miss it.",
  eyebrow: "Enrollment",
  meta: "January 5, 2025",
};

export const ContentCardDefault: Story = {
  name: "Content card",
  render: () => (
    <div className="max-w-sm">
      <ContentCard {...post} image={{ src: sampleImages.couple, alt: "" }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: post.title });
    await expect(link).toHaveAttribute("href", post.href);
  },
};

export const ContentCardWithoutImage: Story = {
  name: "Content card without image",
  render: () => (
    <div className="max-w-sm">
      <ContentCard {...post} actionLabel="Watch Now »" meta="Unknown date" eyebrow={undefined} />
    </div>
  ),
};

export const ContentCardBrokenImage: Story = {
  name: "Content card with a broken image",
  render: () => (
    <div className="max-w-sm">
      <ContentCard {...post} image={{ src: brokenImage, alt: "A couple reading a Medicare letter" }} />
    </div>
  ),
};

/** The skeleton has the same size as the card it replaces, so nothing jumps when the content arrives. */
export const SkeletonBesideCard: Story = {
  name: "Skeleton beside a card",
  render: () => (
    <div className="grid max-w-3xl grid-cols-2 items-start gap-6">
      <ContentCard {...post} image={{ src: sampleImages.pharmacy, alt: "" }} />
      <ContentCardSkeleton />
    </div>
  ),
};

export const LoadingGrid: Story = {
  name: "Loading grid (6 skeleton cards)",
  render: () => (
    <LoadingRegion label="Loading blog posts..." className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <ContentCardSkeleton key={index} />
      ))}
    </LoadingRegion>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading blog posts...");
  },
};
