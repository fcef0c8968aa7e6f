import { describe, expect, it } from 'vitest';
import { passkeyProvider } from './passkey-providers';

describe('a passkey named after where it is kept', () => {
  it('names the well-known password managers and platforms by their AAGUID', () => {
    expect(passkeyProvider('ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4')).toBe('Google Password Manager');
    expect(passkeyProvider('FBFC3007-154E-4ECC-8C0B-6E020557D7BD')).toBe('iCloud Keychain');
    expect(passkeyProvider('08987058-cadc-4b81-b6e1-30de50dcbe96')).toBe('Windows Hello');
    expect(passkeyProvider('bada5566-a7aa-401f-bd96-45619a55120d')).toBe('1Password');
    expect(passkeyProvider('d548826e-79b4-db40-a3d8-11116f7e8349')).toBe('Bitwarden');
    expect(passkeyProvider('adce0002-35bc-c60a-648b-0b25f1f05503')).toBe('Chrome on Mac');
  });

  it('knows nothing of an unknown, absent or all-zero AAGUID (the caller names it after the browser)', () => {
    expect(passkeyProvider('00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(passkeyProvider('01020304-0506-0708-0102-030405060708')).toBeUndefined();
    expect(passkeyProvider('')).toBeUndefined();
    expect(passkeyProvider(null)).toBeUndefined();
  });
});
