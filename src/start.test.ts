import { describe, expect, it, vi } from 'vitest';
import { processLogger } from '~/server/logger';
import { startInstance } from './start';

describe('a page that fails on the server', () => {
  it('is logged with its error, which the browser gets only the reference of', async () => {
    vi.stubEnv('BASE_URL', 'http://localhost:3000');
    const logged = vi.spyOn(processLogger(), 'error').mockImplementation(() => undefined);
    const { serializationAdapters = [] } = await startInstance.getOptions();
    const internal = serializationAdapters.find((adapter) => adapter.key === 'folio-internal-error')!;
    const failure = new Error('relation "author" does not exist');

    expect(internal.test(failure)).toBe(true);
    // Outside a request there is no request id to give the browser: only the log matters here.
    expect(() => internal.toSerializable(failure)).toThrow(/StartEvent/);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith({ err: failure }, 'A page failed on the server'),
    );
    logged.mockRestore();
    vi.unstubAllEnvs();
  });
});
