// ESLint for the whole repository (decision 0903): typescript-eslint's recommended rules, React's
// hook rules for the web app, and the layer arrows of DESIGN.md as import rules, so a wrong-way
// import fails `npm test` instead of waiting for a reviewer.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './eslint/layers.js';

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'src/server/db/migrations/**', 'tests/e2e/.artifacts/**', 'bench/.out/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not (tsc's noUnusedParameters agrees).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests and benchmarks read JSON replies whose shape the next line asserts; typing every reply
    // would repeat the contracts without checking anything more.
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // The swing engine is pure: no IO, so it runs the same in Node and in the browser.
    files: ['src/swing/**/*.ts'],
    ignores: ['src/swing/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^node:', message: 'The swing engine does no IO (DESIGN.md): pass data in.' }] }],
    },
  },
  {
    // The two classic hook rules only: the React Compiler rules of the recommended set took 17 of
    // the 27 seconds of a whole-repository lint here, for a compiler this app does not use.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Plain JavaScript run by Node (scripts, configs) or by the browser (the service worker).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
