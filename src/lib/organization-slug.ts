// Apart from organization-names.ts (zod): the page that creates an organization has no schema to load for it.

/**
 * A slug for a new organization: its name's letters and digits, and a random suffix so that two
 * organizations with the same name never collide (nobody types or sees slugs in Folio).
 */
export function newOrganizationSlug(name: string, random: () => number = Math.random): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  const suffix = Array.from({ length: 6 }, () => Math.floor(random() * 36).toString(36)).join('');
  return base ? `${base}-${suffix}` : `org-${suffix}`;
}
