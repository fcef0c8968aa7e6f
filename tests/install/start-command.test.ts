import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { npmStartArguments } from '../../bench/running-folio';

// The memory goals hold for node's heap flags (ADR 0025): the image must start Node as `npm start` does.
describe('the Docker image', () => {
  it('starts node with the flags and script of npm start', () => {
    const command = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(command && JSON.parse(command)).toEqual(['node', ...npmStartArguments()]);
  });
});
