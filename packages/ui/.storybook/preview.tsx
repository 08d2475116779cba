import type { Preview } from "@storybook/react-vite";
import "@fontsource-variable/atkinson-hyperlegible-next/wght.css";
import { SiteConfigProvider } from "../src/index";
import { exampleSiteConfig } from "../src/test/example-site-config";
import { StoryLink } from "./story-link";
import "./preview.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Violations fail story tests run by Storybook's test runners; this repository runs axe itself in vitest.
      test: "error",
    },
    viewport: {
      options: {
        phone: { name: "Phone (375)", styles: { width: "375px", height: "740px" }, type: "mobile" },
        tablet: { name: "Tablet (820)", styles: { width: "820px", height: "1180px" }, type: "tablet" },
        desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "900px" }, type: "desktop" },
      },
    },
  },
  decorators: [
    (Story) => (
      <SiteConfigProvider config={{ ...exampleSiteConfig, LinkComponent: StoryLink }}>
        <Story />
      </SiteConfigProvider>
    ),
  ],
  tags: ["autodocs"],
};

export default preview;
