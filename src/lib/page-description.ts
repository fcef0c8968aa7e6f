import type { i18n } from 'i18next';
import type { Resources } from '~/locales';

/** A page's description text: a key of some namespace's `meta` (`auth:meta.login`). */
export type DescriptionKey = {
  [Namespace in keyof Resources]: Resources[Namespace] extends { meta: infer Meta }
    ? `${Namespace & string}:meta.${keyof Meta & string}`
    : never;
}[keyof Resources];

/**
 * A route's `head`: the page's `<meta name="description">`, in the language the page is rendered in.
 * The deepest route's wins; the root gives every other page Folio's own (`common:meta.description`).
 */
export function describedBy(key: DescriptionKey) {
  return ({ match }: { match: { context: { i18n: i18n } } }) => ({
    meta: [{ name: 'description', content: match.context.i18n.t(key) }],
  });
}
