import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The floors of docs/architecture.md, top to bottom: routes (and root, entries) →
 * features → components → utils and config → db. A module imports only from its own floor
 * or below; a type may be imported from above (it leaves no code behind), except into
 * components, which know no feature at all (their props say what they show).
 */
const floorsAbove = {
  "app/features/**": ["~/routes/*", "~/root", "~/server/*"],
  "app/components/**": ["~/routes/*", "~/root", "~/server/*", "~/features/*"],
  "app/{utils,config}/**": ["~/routes/*", "~/root", "~/server/*", "~/features/*", "~/components/*"],
};
const typesFromAbove = { "app/components/**": false };

function importsFromAbove(forbidden, allowTypeImports = true) {
  return {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: forbidden,
            allowTypeImports,
            message: "Imports point down: routes → features → components → utils → db (docs/architecture.md, \"Floors\").",
          },
        ],
      },
    ],
  };
}

const ZOD_NAMED_IMPORTS = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier",
  message: "Use `import * as z from \"zod\"`: named imports defeat tree-shaking in the classic compiler.",
};

export default tseslint.config(
  {
    ignores: ["build/**", "public/build/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", ".cache/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", ZOD_NAMED_IMPORTS],
    },
  },
  {
    // The features' queries run on SQLite and PostgreSQL: better-sqlite3's synchronous
    // builder calls do not exist on PostgreSQL (AppDatabase also refuses their results as
    // values, db/app-database-type.typecheck.ts). The data layer's SQLite-only paths use them.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/utils/db.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ZOD_NAMED_IMPORTS,
        {
          selector: "CallExpression[arguments.length=0] > MemberExpression.callee > Identifier.property[name=/^(all|get|run)$/]",
          message: "A query is awaited (`await db.select()…`): `.all()`, `.get()` and `.run()` are SQLite's synchronous calls, which PostgreSQL lacks.",
        },
      ],
    },
  },
  ...Object.entries(floorsAbove).map(([files, forbidden]) => ({ files: [files], rules: importsFromAbove(forbidden, typesFromAbove[files] ?? true) })),
  {
    files: ["db/**/*.ts"],
    rules: importsFromAbove(["~/*"]),
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
