import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// npm run bench:hydration — the end-to-end setup (servers, browser, viewports), running only the
// hydration benchmark, which the test suite leaves out.
export default defineConfig({
  ...base,
  // The benchmark prints its report: the list reporter shows a passing test's output, the suite's does not.
  reporter: 'list',
  testIgnore: [],
  testMatch: ['**/hydration-timing.spec.ts'],
  projects: base.projects?.map((project) => ({ ...project, testIgnore: [] })),
});
