import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The catalogue (npm run storybook) shows every shared component; e2e/catalogue.spec.ts checks each story.
const components = path.dirname(new URL(import.meta.url).pathname);

function componentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return componentFiles(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.stories.tsx') ? [file] : [];
  });
}

describe('the component catalogue', () => {
  it('has a story file beside every component of src/components', () => {
    const files = componentFiles(components);
    expect(files.length).toBeGreaterThan(20);
    const missing = files
      .filter((file) => !existsSync(file.replace(/\.tsx$/, '.stories.tsx')))
      .map((file) => path.relative(components, file));
    expect(missing).toEqual([]);
  });
});
