// @vitest-environment jsdom
/**
 * Every story is a test: each story of this package is composed, rendered, its play function run
 * (`Story.run()`), and the result checked with axe-core.
 */
import { act } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import axe from "axe-core";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { toast } from "@tupelo-medicare/ui";
import * as contactFormStories from "./contact-form.stories.js";
import * as leadDialogStories from "./lead-dialog.stories.js";

type ComposedStory = { run: () => Promise<void> };

// Contrast cannot be computed in jsdom; the page-level rules do not apply to fragments.
const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    "color-contrast": { enabled: false },
    region: { enabled: false },
    "landmark-one-main": { enabled: false },
    "page-has-heading-one": { enabled: false },
  },
  resultTypes: ["violations"],
};

afterEach(async () => {
  await act(async () => {
    toast.dismiss();
    await Promise.resolve();
  });
});

// The last story stays mounted until the file ends: let its toasts and timers finish while the DOM exists.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
});

const modules = { "lead-dialog.stories": leadDialogStories, "contact-form.stories": contactFormStories };

for (const [file, module] of Object.entries(modules)) {
  describe(file, () => {
    for (const [name, Story] of Object.entries(composeStories(module) as Record<string, ComposedStory>)) {
      it(`${name} renders, plays and has no axe violations`, async () => {
        await Story.run();
        const results = await axe.run(document.body, AXE_OPTIONS);
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`).join("\n")).toBe("");
      });
    }
  });
}
