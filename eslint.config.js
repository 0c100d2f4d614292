// @ts-check
/**
 * Lint for the whole tree: typescript-eslint with type information, React's hook rules and the JSX
 * accessibility rules; Prettier owns the layout (eslint-config-prettier turns the style rules off). A rule
 * turned off or down carries its reason beside it (docs/decisions/ records the set-up).
 */
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "reports/",
      ".stryker-tmp/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    rules: {
      // `_name` marks a value taken apart on purpose (a field left out of a copy, an unused argument).
      // A function that satisfies a Promise-returning interface is written async even when it awaits nothing,
      // so that a throw inside it becomes a rejection instead of escaping the caller's await.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/server-bridge/**/*.ts"],
    rules: {
      // React Router's loaders and actions answer early by throwing its redirect() and data() results.
      "@typescript-eslint/only-throw-error": "off",
    },
  },
  {
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      // Tests read JSON answers, logs and rows whose shape the assertions themselves check.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      // `expect(service.method)` and vi.spyOn pass methods without calling them.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/unit/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    // The two classic hook rules. The plugin's React Compiler rules (set-state-in-effect, static-components…)
    // judge code by what that compiler could memoise; the site does not use the compiler.
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  prettier,
);
