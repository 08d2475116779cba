/**
 * Every story is a test: each `*.stories.tsx` under src (any author's) is composed with the Storybook preview,
 * rendered, its play function run (`Story.run()`), and the result checked with axe-core.
 */
import { composeStories, composeStory, setProjectAnnotations } from "@storybook/react-vite";
import axe from "axe-core";
import { afterAll, describe, expect, it } from "vitest";
import preview from "../.storybook/preview";

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { run: () => Promise<void> };
const modules = import.meta.glob<StoryModule>("./**/*.stories.tsx", { eager: true });

// Contrast cannot be computed in jsdom (no layout or styles); the page-level rules do not apply to fragments.
const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    "color-contrast": { enabled: false },
    region: { enabled: false },
    "landmark-one-main": { enabled: false },
    "page-has-heading-one": { enabled: false },
  },
  resultTypes: ["violations"],
  // Embedded players are cross-origin frames; axe cannot (and need not) look inside them.
  iframes: false,
};

function describeViolations(results: axe.AxeResults): string {
  return results.violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.html}`).join("\n")}`,
    )
    .join("\n");
}

// Storybook unmounts a story when the next one runs; run an empty one last so no story stays mounted for the
// test files that share this environment (vitest runs with isolate: false).
afterAll(async () => {
  await composeStory({ render: () => <></> }, { title: "Cleanup" }).run();
});

for (const [path, module] of Object.entries(modules)) {
  const stories = Object.entries(composeStories(module) as Record<string, ComposedStory>);
  describe(path, () => {
    for (const [name, Story] of stories) {
      it(`${name} renders, plays and has no axe violations`, async () => {
        await Story.run();
        const results = await axe.run(document.body, AXE_OPTIONS);
        expect(describeViolations(results)).toBe("");
      });
    }
  });
}
