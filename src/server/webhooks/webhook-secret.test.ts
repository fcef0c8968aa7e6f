import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from './webhook-secret';

const SERVER_SECRET = 'a-server-secret-of-at-least-32-characters';

describe('webhook secrets', () => {
  it('are Standard Webhooks secrets that standardwebhooks signs and verifies with', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const now = new Date();
    const payload = '{"type":"webhook.test"}';
    const signature = new Webhook(secret).sign('msg_1', now, payload);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    };
    expect(new Webhook(secret).verify(payload, headers)).toEqual({ type: 'webhook.test' });
  });

  it('are stored sealed: never in the clear, and readable only with the server secret', () => {
    const secret = newWebhookSecret();
    const sealed = sealWebhookSecret(secret, SERVER_SECRET);
    expect(sealed).not.toContain(secret.slice(6));
    expect(sealWebhookSecret(secret, SERVER_SECRET)).not.toBe(sealed);
    expect(openWebhookSecret(sealed, SERVER_SECRET)).toBe(secret);
    expect(() => openWebhookSecret(sealed, `${SERVER_SECRET}-rotated`)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const altered = [version, iv, tag, `${body!.slice(0, -2)}AA`].join('.');
    expect(() => openWebhookSecret(altered, SERVER_SECRET)).toThrow();
  });
});
