// ESLint for every workspace (make lint): typescript-eslint with type information on the TypeScript of backend, frontend and e2e,
// without it on the plain JavaScript of infra/, bench/ and frontend/build; React hooks and accessibility rules on the frontend;
// import-x writes the frontend's layout down (README, "Layout"). eslint-config-prettier comes last so format is Prettier's alone.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Every other folder of backend/src is a module, so a new one is kept by the boundary rule from its first file. */
const backendShared = ['common', 'config', 'database', 'logging'];
const backendModules = readdirSync(new URL('./backend/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !backendShared.includes(entry.name))
  .map((entry) => entry.name);

const adminSubFeatures = ['session', 'campaigns', 'lists', 'links', 'report-links', 'digest', 'analytics', 'installs'];

const features = [
  'admin',
  'beta',
  'delete-account',
  'download',
  'faq',
  'home',
  'invite',
  'launch-party',
  'legal',
  'news',
  'not-found',
  'random',
  'report',
  'sms-opt-in',
  'spot',
  'support',
  'template',
];

/** A hex, rgb()/rgba() or hsl()/hsla() colour inside a string or template literal (esquery regex syntax). */
const COLOUR_LITERAL = String.raw`/#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b|\b(rgba?|hsla?)\(/`;

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'frontend/.ssr-build-*/', '**/coverage/', '**/test-results/', '**/playwright-report/', '.data/', 'backups/'] },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks a binding kept on purpose (a property left out of a rest, a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{test,spec,e2e-spec}.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      // Tests read untyped values (supertest's response.body, JSON.parse, mock.calls), which is what they assert on.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(object.method).toHaveBeenCalled() and vi.spyOn pass methods unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files imported too: TypeScript needs TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature.
            ...features.map((feature) => ({
              target: `./frontend/src/features/${feature}`,
              from: './frontend/src/features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature: move what they share to components/, lib/ or config/.',
            })),
            // An admin sub-feature never imports a sibling, so each can change alone; what they share lives in the admin root.
            ...adminSubFeatures.map((sub) => ({
              target: `./frontend/src/features/admin/${sub}`,
              from: adminSubFeatures.filter((other) => other !== sub).map((other) => `./frontend/src/features/admin/${other}`),
              message: 'An admin sub-feature imports no sibling: move what they share to the admin root (features/admin/*.ts).',
            })),
            // Shared code never imports the app shell or a feature.
            ...['components', 'lib', 'config'].map((shared) => ({
              target: `./frontend/src/${shared}`,
              from: ['./frontend/src/app', './frontend/src/features'],
              message: 'components/, lib/ and config/ import nothing from app/ or features/.',
            })),
            {
              target: './frontend/src/styles',
              from: ['./frontend/src/app', './frontend/src/features', './frontend/src/components'],
              message: 'styles/ imports nothing from app/, features/ or components/.',
            },
            // The first-paint script runs before React, under a 4 KiB budget (docs/first-paint.md): it takes only lib/ and config/ pieces.
            {
              target: './frontend/src/first-paint',
              from: ['./frontend/src/app', './frontend/src/features', './frontend/src/components', './frontend/src/styles'],
              message: 'first-paint/ imports only lib/ and config/ pieces, never React code (app/, features/, components/, styles/).',
            },
            // What only the first-paint script uses lives in first-paint/; the React app reaches it through neither lib/ nor a feature.
            {
              target: ['./frontend/src/app', './frontend/src/features', './frontend/src/components', './frontend/src/lib', './frontend/src/config', './frontend/src/styles'],
              from: './frontend/src/first-paint',
              message: 'first-paint/ holds what only the first-paint script uses: move a module both need to lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      // A module is used from outside only through its index.ts, which names what it offers (docs/architecture.md, "Modules").
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: backendModules.map((module) => ({
            target: [...backendModules.filter((other) => other !== module), ...backendShared].map((folder) => `./backend/src/${folder}`).concat('./backend/src/*.ts'),
            from: `./backend/src/${module}`,
            except: ['./index.ts'],
            message: `Import ${module}/ through its index.ts; export from there what other modules need.`,
          })),
        },
      ],
    },
  },
  {
    // The one switch from code to status reads each module's codes file: every controller's decorators load it, so through the modules' index.ts it would load them first (a require cycle).
    files: ['backend/src/common/error-codes.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['frontend/src/first-paint/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router|react-router-dom|styled-components|@reduxjs/toolkit|react-redux)(/|$)',
              message: 'The first-paint script runs before React and stays framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    // A colour is a theme token: styles/ holds the themes, so a palette change is one edit there.
    ignores: ['frontend/src/styles/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${COLOUR_LITERAL}], TemplateElement[value.raw=${COLOUR_LITERAL}]`,
          message: 'Colours come from the theme (frontend/src/styles/theme.ts): use or add a token there instead of a hex, rgb() or hsl() literal.',
        },
      ],
    },
  },
  prettier,
);
