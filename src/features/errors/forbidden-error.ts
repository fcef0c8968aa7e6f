/** Thrown by a route guard when the signed-in person lacks the permission; rendered as the 403 page. */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
  constructor() {
    super('Forbidden');
  }
}

export function isForbiddenError(error: unknown): boolean {
  return error instanceof ForbiddenError || (error instanceof Error && error.name === 'ForbiddenError');
}
