import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { formatPageTitle, Seo, structuredDataJsonLd, type SeoProps } from "./seo";
import { useSiteConfig } from "../site-config/site-config";
import { serializeJsonLd } from "./json-ld";

/** Seo renders no visible content: this story shows what it puts in the document head. */
function SeoPreview(props: SeoProps) {
  const config = useSiteConfig();
  const items =
    props.structuredData === undefined
      ? []
      : Array.isArray(props.structuredData)
        ? props.structuredData
        : [props.structuredData];
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Seo {...props} />
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-bold">Title</dt>
        <dd className="m-0">{formatPageTitle(props.title, config)}</dd>
        <dt className="font-bold">Description</dt>
        <dd className="m-0">{props.description ?? config.defaultDescription}</dd>
        <dt className="font-bold">Canonical</dt>
        <dd className="m-0 break-all">{props.canonical ?? "(none)"}</dd>
        <dt className="font-bold">Robots</dt>
        <dd className="m-0">{props.noindex ? "noindex" : "(indexed)"}</dd>
      </dl>
      {items.map((item, index) => (
        <pre key={index} className="m-0 overflow-x-auto rounded-card bg-surface-alt p-4 text-sm">
          {JSON.stringify(JSON.parse(serializeJsonLd(structuredDataJsonLd(item, config))), null, 2)}
        </pre>
      ))}
    </div>
  );
}

const meta = {
  title: "Components/Seo",
  component: Seo,
  render: (args) => <SeoPreview {...args} />,
  args: {
    title: "What Is Medicare?",
    description: "The basics of Medicare in plain language.",
    canonical: "/medicare/what-is-medicare",
  },
} satisfies Meta<typeof Seo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WebPage: Story = {
  args: { structuredData: { type: "webpage", name: "What Is Medicare?" } },
  play: async () => {
    await expect(document.title).toBe("What Is Medicare? | Example Medicare Agency");
  },
};

export const DefaultTitle: Story = { args: { title: undefined, description: undefined, canonical: "/" } };

export const BlogPost: Story = {
  args: {
    title: "When should I sign up for Part B?",
    canonical: "/blog/when-to-sign-up-for-part-b",
    ogType: "article",
    structuredData: {
      type: "blogpost",
      headline: "When should I sign up for Part B?",
      datePublished: "2025-01-05",
      author: "Jane Doe",
    },
  },
};

export const Video: Story = {
  args: {
    title: "Medicare Parts A, B, C and D explained",
    ogType: "video.other",
    structuredData: {
      type: "video",
      name: "Medicare Parts A, B, C and D explained",
      uploadDate: "2024-10-01",
      duration: "PT4M10S",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    },
  },
};

export const CollectionPage: Story = {
  args: {
    title: "Medicare Video Library",
    structuredData: {
      type: "collectionpage",
      name: "Medicare Video Library",
      items: [{ name: "Medicare Parts explained", url: "/videos/watch/medicare-parts" }],
    },
  },
};

export const InsuranceAgency: Story = {
  args: {
    title: "Client Testimonials",
    structuredData: { type: "insurance", aggregateRating: { ratingValue: 4.8, reviewCount: 100 } },
  },
};

export const Faq: Story = {
  args: {
    title: "Enrollment Periods",
    structuredData: {
      type: "faq",
      questions: [{ question: "When can I change my plan?", answer: "Between October 15 and December 7 each year." }],
    },
  },
};

export const NoIndex: Story = { args: { title: "Page Not Found", noindex: true } };
