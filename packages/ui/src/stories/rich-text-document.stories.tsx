import type { Meta, StoryObj } from "@storybook/react-vite";
import type { PlainAsset, PlainEntry, RichTextDocument } from "@tupelo-medicare/content";
import { RichText, defaultRichTextComponents, getContentsList } from "@tupelo-medicare/rich-text";
import type { RichTextComponents, VideoEmbedProps } from "@tupelo-medicare/rich-text";

// ---- a document with every node type of @contentful/rich-text-types and every embed type -----------------

type Node = {
  nodeType: string;
  data: Record<string, unknown>;
  content?: Node[];
  value?: string;
  marks?: Array<{ type: string }>;
};
type Child = Node | string;

const text = (value: string, ...marks: string[]): Node => ({
  nodeType: "text",
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const node = (nodeType: string, content: Child[] = [], data: Record<string, unknown> = {}): Node => ({
  nodeType,
  data,
  content: content.map((child) => (typeof child === "string" ? text(child) : child)),
});
const p = (...content: Child[]) => node("paragraph", content);
const li = (...content: Child[]) =>
  node(
    "list-item",
    content.map((child) => (typeof child === "string" ? p(child) : child)),
  );
const row = (cellType: "table-header-cell" | "table-cell", cells: string[]) =>
  node(
    "table-row",
    cells.map((cell) => node(cellType, [p(cell)])),
  );
const embed = (target: PlainEntry | PlainAsset) =>
  node(target.sys.type === "Asset" ? "embedded-asset-block" : "embedded-entry-block", [], { target });
const documentOf = (...content: Node[]) => ({ nodeType: "document", data: {}, content }) as unknown as RichTextDocument;

const entry = (contentType: string, id: string, fields: Record<string, unknown>): PlainEntry => ({
  sys: { id, type: "Entry", contentType: { sys: { id: contentType } }, createdAt: "", updatedAt: "" },
  fields,
});
const asset = (
  id: string,
  url: string,
  contentType: string,
  title: string,
  description = "",
  size?: [number, number],
): PlainAsset => ({
  sys: { id, type: "Asset" },
  fields: {
    title,
    description,
    file: {
      url,
      contentType,
      fileName: url.split("/").pop(),
      details: size ? { image: { width: size[0], height: size[1] } } : {},
    },
  },
});

// Site-relative addresses only: the story needs no network.
const chart = asset(
  "chart",
  "/embedded-assets/blog/part-d-cap-chart.png",
  "image/png",
  "Part D cap",
  "A bar chart of yearly drug costs capped at $2,100.",
  [1200, 675],
);
const checklist = asset(
  "checklist",
  "/embedded-assets/guides/turning-65-checklist.pdf",
  "application/pdf",
  "Turning 65 checklist",
);
const blogPost = entry("pageBlogPost", "post", {
  slug: "turning-65",
  title: "Turning 65: What to Do First",
  excerpt: "The first steps with Medicare, in the order most people take them.",
  publishedDate: "2025-01-05",
});
const olderBlogPost = entry("blogPost", "older-post", {
  slug: "part-d-penalty",
  title: "The Part D Late Penalty",
  excerpt: "How it adds up, and how to avoid it.",
});
const guide = entry("resourceGuide", "guide", {
  slug: "medicare-basics",
  title: "Medicare Basics Guide",
  summary: "The four parts of Medicare on one page.",
});
const page = entry("foundationalPage", "page", {
  pageSlug: "eligibility",
  parentSlug: "medicare",
  title: "Who Is Eligible for Medicare",
});
const youTubeVideo = entry("video", "video-youtube", {
  slug: "what-is-medicare",
  title: "What Is Medicare? In Five Minutes",
  youTubeLink: "https://youtu.be/Tm5pWcB7qXa",
});
const selfHostedVideo = entry("video", "video-file", {
  slug: "welcome",
  title: "Welcome to our office",
  videoUrl: "/embedded-assets/videos/welcome-to-trace-medicare-partners.webm",
  isSelfHosted: true,
});
const youTubeEmbed = entry("youTubeEmbed", "youtube-embed", {
  title: "Medicare Advantage overview",
  youTubeLink: "https://www.youtube.com/watch?v=Ma0vErv1eW2",
});
const callToAction = entry("websiteCta", "cta", {
  ctaTitle: "Get Your Free Medicare Breakdown",
  ctaCopy: documentOf(p("A plain-language guide to every part of Medicare.")),
  ctaButtonText: "Download Free Guide",
  ctaButtonLink: "/medicare-breakdown",
});

const everyNodeType = documentOf(
  node("heading-1", ["What Is Medicare?"]),
  p(
    "Medicare is ",
    text("federal", "bold"),
    " health insurance for people ",
    text("65 or older", "italic"),
    ", ",
    text("some younger people", "underline"),
    " and people with ",
    text("ESRD", "code"),
    ". Part B costs $202.90",
    text("1", "superscript"),
    " a month; H",
    text("2", "subscript"),
    "O is free; the ",
    text("2025 premium", "strikethrough"),
    " has changed.",
  ),
  node("heading-2", ["The four parts"]),
  node("unordered-list", [
    li("Part A: hospital insurance"),
    li("Part B: medical insurance", node("ordered-list", [li("Doctor visits"), li("Outpatient care")])),
  ]),
  node("ordered-list", [li("Part C: Medicare Advantage"), li("Part D: drug coverage")]),
  node("heading-3", ["Compare two Medigap plans"]),
  node("table", [
    row("table-header-cell", ["Plan", "Monthly premium", "Part B deductible"]),
    row("table-cell", ["Plan G", "$140", "You pay"]),
    row("table-cell", ["Plan N", "$110", "You pay"]),
  ]),
  node("heading-4", ["From a client"]),
  node("blockquote", [p("They explained everything in plain English.")]),
  node("hr"),
  node("heading-5", ["Links"]),
  p(
    node("hyperlink", ["Contact us"], { uri: "/contact-us" }),
    " or call ",
    node("hyperlink", ["(555) 010-0199"], { uri: "tel:+15550100199" }),
    ". Read ",
    node("entry-hyperlink", ["what to do at 65"], { target: blogPost }),
    ", download ",
    node("asset-hyperlink", ["the checklist"], { target: checklist }),
    ", see ",
    node("embedded-entry-inline", [], { target: page }),
    " or ",
    node("resource-hyperlink", ["a page in another space"], {
      target: { sys: { type: "ResourceLink", linkType: "Contentful:Entry", urn: "crn:other" } },
    }),
    node("embedded-entry-inline", [], { target: { sys: { type: "Link", linkType: "Entry", id: "missing" } } }),
    node("embedded-resource-inline", [], {
      target: { sys: { type: "ResourceLink", linkType: "Contentful:Entry", urn: "crn:other" } },
    }),
    ".",
  ),
  node("heading-6", ["Embedded content"]),
  embed(guide),
  embed(blogPost),
  embed(olderBlogPost),
  embed(page),
  embed(youTubeVideo),
  embed(selfHostedVideo),
  embed(youTubeEmbed),
  embed(callToAction),
  embed(chart),
  embed(checklist),
  node("embedded-resource-block", [], {
    target: { sys: { type: "ResourceLink", linkType: "Contentful:Entry", urn: "crn:other" } },
  }),
);

const hostile = documentOf(
  node("heading-1", ["<script>alert(1)</script>"]),
  p(node("hyperlink", ["A javascript: link shows as text"], { uri: " JaVaScRiPt:alert(1)" })),
  p(node("hyperlink", ["A data: link shows as text"], { uri: "data:text/html,<script>alert(1)</script>" })),
  p("<img src=x onerror=alert(1)> stays text, and so does onclick=alert(1)."),
  embed(
    entry("websiteCta", "cta-hostile", {
      ctaTitle: "A call to action whose button link is unsafe",
      ctaButtonText: "No button",
      ctaButtonLink: "javascript:alert(1)",
    }),
  ),
  embed(
    entry("youTubeEmbed", "youtube-hostile", {
      title: "Not shown",
      youTubeLink: "javascript:alert('youtu.be/Tm5pWcB7qXa')",
    }),
  ),
);

// ---- components -----------------------------------------------------------------------------------------

/** Stands in for YouTube and Vimeo frames so the story loads nothing from the network; files use the native player. */
function OfflineVideoEmbed(props: VideoEmbedProps) {
  if (props.source.kind === "file") return <defaultRichTextComponents.VideoEmbed {...props} poster={null} />;
  return (
    <figure
      data-slot="rich-text-video"
      style={{ aspectRatio: "16 / 9", display: "grid", placeItems: "center", margin: 0, border: "1px solid" }}
    >
      <figcaption>
        Video ({props.source.kind}): {props.title}
      </figcaption>
    </figure>
  );
}

const components: Partial<RichTextComponents> = { VideoEmbed: OfflineVideoEmbed };

const meta = {
  title: "Content/Rich text document",
  component: RichText,
  args: { document: everyNodeType, components },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryNodeType: Story = {};

export const UnderPageTitle: Story = {
  args: { headingOffset: 1 },
  render: (args) => (
    <article>
      <h1>What Is Medicare?</h1>
      <nav aria-label="Explore This Page">
        <ul>
          {getContentsList(args.document).map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <RichText {...args} />
    </article>
  ),
};

export const HostileContent: Story = { args: { document: hostile } };
