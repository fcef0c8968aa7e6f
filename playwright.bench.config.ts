import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// npm run bench:hydration — the end-to-end setup (servers, browser, viewports), running only the
// hydration benchmark, which the test suite leaves out.
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['**/hydration-timing.spec.ts'],
  projects: base.projects?.map((project) => ({ ...project, testIgnore: [] })),
});
