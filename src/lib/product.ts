/** The one product title: page titles, the home-screen title and the web app manifest all use it. */
export const PRODUCT_NAME = 'Folio';

/** The title with the environment's prefix (its emoji, or [NAME] without one) when one is configured. */
export function productTitle(environment: { name: string; emoji: string | null } | null): string {
  if (!environment) return PRODUCT_NAME;
  return `${environment.emoji ?? `[${environment.name.toUpperCase()}]`} ${PRODUCT_NAME}`;
}
