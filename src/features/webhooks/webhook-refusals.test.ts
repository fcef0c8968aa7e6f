import { ORPCError } from '@orpc/client';
import { describe, expect, it } from 'vitest';
import { webhookEndpointInputSchema } from './webhook.schema';
import { webhookFieldRefusal, webhookRefusalOf } from './webhook-refusals';

describe("an endpoint form's server refusals", () => {
  it('shows a URL the server may not call on the URL field, translated', () => {
    expect(
      webhookFieldRefusal(new ORPCError('BAD_REQUEST', { data: { field: 'url', reason: 'https-required' } })),
    ).toEqual({ field: 'url', message: 'validation:webhookUrlHttpsRequired' });
    expect(
      webhookFieldRefusal(
        new ORPCError('BAD_REQUEST', { data: { field: 'url', reason: 'address-not-allowed' } }),
      ),
    ).toEqual({ field: 'url', message: 'validation:webhookUrlAddressNotAllowed' });
  });

  it("shows the schema's refusal of a field on that field", () => {
    const parsed = webhookEndpointInputSchema.safeParse({ url: 'https://example.com/hook', events: [] });
    expect(parsed.success).toBe(false);
    const error = new ORPCError('BAD_REQUEST', { data: { issues: parsed.error!.issues } });
    expect(webhookFieldRefusal(error)).toEqual({
      field: 'events',
      message: 'validation:webhookEventsRequired',
    });
  });

  it('leaves any other refusal to the toast, naming the ones the page translates', () => {
    const tooMany = new ORPCError('CONFLICT', { data: { reason: 'too-many-endpoints' } });
    expect(webhookFieldRefusal(tooMany)).toBeUndefined();
    expect(webhookRefusalOf(tooMany)).toBe('too-many-endpoints');
    expect(webhookRefusalOf(new ORPCError('FORBIDDEN'))).toBeUndefined();
  });

  it('refuses a value that is no URL with a message rather than an exception', () => {
    const parsed = webhookEndpointInputSchema.safeParse({ url: 'not a url', events: ['book.updated'] });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['validation:webhookUrlInvalid']);
  });
});
