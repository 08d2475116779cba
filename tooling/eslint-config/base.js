// Shared flat config: recommended JS + type-aware TypeScript rules + React hooks rules for every package and app.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** @param {{ tsconfigRootDir: string }} options */
export default function config({ tsconfigRootDir }) {
  return tseslint.config(
    { ignores: ["dist/**", "storybook-static/**", "coverage/**", "test-results/**", "**/*.config.*"] },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.browser, ...globals.node },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        "@typescript-eslint/consistent-type-imports": "error",
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "no-console": ["error", { allow: ["warn", "error", "info"] }],
      },
    },
    // React's rules of hooks and complete effect dependencies (the classic rules; not the compiler's).
    {
      files: ["**/*.ts", "**/*.tsx"],
      plugins: { "react-hooks": reactHooks },
      rules: {
        "react-hooks/rules-of-hooks": "error",
        "react-hooks/exhaustive-deps": "error",
      },
    },
    {
      files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
      ...tseslint.configs.disableTypeChecked,
    },
    {
      files: ["**/*.test.ts", "**/*.test.tsx", "**/bench/**", "**/scripts/**", "**/examples/**"],
      rules: {
        "@typescript-eslint/no-unsafe-assignment": "off",
        "@typescript-eslint/no-unsafe-member-access": "off",
        "@typescript-eslint/no-non-null-assertion": "off",
        "no-console": "off",
      },
    },
  );
}
