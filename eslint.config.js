import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features');

/** A no-restricted-imports pattern that keeps `layer` from importing the folders above it. */
function layer(above, name) {
  return {
    group: above.flatMap((folder) => [`~/${folder}`, `~/${folder}/**`]),
    message: `${name} may not import from ${above.join(', ')}: imports point down.`,
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.output',
      '.data',
      '.tanstack',
      // Where .ci/run installs the Node of .nvmrc, and developers keep scratch files.
      '.cache',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      // The catalogue's build (npm run storybook:build, e2e/catalogue.spec.ts).
      'storybook-static',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' },
      ],
    },
  },
  {
    files: [
      'src/server/env.ts',
      'scripts/**',
      'bench/**',
      '*.config.ts',
      'e2e/**',
      'tests/**',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Imports point down: routes → features → server / components → lib, locales. src/api (the router
  // that assembles the features' procedures, and the client they call) sits beside the routes: no
  // layer below features may reach it. See ADR 0008.
  // A feature imports no other feature: what two features share moves down to lib/ or components/.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(['routes'], 'features'),
            {
              group: features.filter((other) => other !== feature).map((other) => `~/features/${other}/**`),
              message: `${feature} may not import another feature: what features share belongs in lib/ or components/.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['routes', 'api', 'features'], 'server')] }],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/locales/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(['routes', 'api', 'features', 'server', 'components'], 'lib, components and locales'),
          ],
        },
      ],
    },
  },
  {
    // Components may use lib; lib and locales may not use components.
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer(['routes', 'api', 'features', 'server'], 'components')] },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
);
