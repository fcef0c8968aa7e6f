/** Text as Folio stores it: no NUL character (PostgreSQL refuses it) and no unpaired surrogate. */
export function wellFormedText(text: string): string {
  return text.replaceAll('\0', '').toWellFormed();
}

export function isWellFormedText(text: string): boolean {
  return !text.includes('\0') && text.isWellFormed();
}
