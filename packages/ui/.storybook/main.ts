import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // The kit's stories, plus the lead-forms package's (its dialog and form are built on the kit).
  stories: ["../src/**/*.stories.tsx", "../../lead-forms/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y"],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    reactDocgen: "react-docgen",
  },
  // Tailwind 4 compiles preview.css (theme, font, the kit's classes) through its Vite plugin.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Radix and sonner mark their modules "use client" (for React Server Components); irrelevant in a bundle.
        onwarn(warning, warn) {
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
