import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { ORGANIZATION_ROLES } from '~/lib/organization-permissions';
import { nameInOrganizationSchema, organizationSlugSchema } from '~/lib/organization-names';

type Fields = Record<string, unknown>;

/** The fields of each organization endpoint that Folio checks beyond better-auth's types. */
const RULES: Record<string, (body: Fields) => Array<[unknown, z.ZodType, string]>> = {
  '/organization/create': (body) => [
    [body.name, nameInOrganizationSchema, 'ORGANIZATION_NAME_INVALID'],
    [body.slug, organizationSlugSchema, 'ORGANIZATION_SLUG_INVALID'],
  ],
  '/organization/update': (body) => {
    const data = (body.data ?? {}) as Fields;
    return [
      ...(data.name === undefined
        ? []
        : [[data.name, nameInOrganizationSchema, 'ORGANIZATION_NAME_INVALID']]),
      ...(data.slug === undefined ? [] : [[data.slug, organizationSlugSchema, 'ORGANIZATION_SLUG_INVALID']]),
    ] as Array<[unknown, z.ZodType, string]>;
  },
  '/organization/create-team': (body) => [[body.name, nameInOrganizationSchema, 'TEAM_NAME_INVALID']],
  '/organization/update-team': (body) => {
    const name = ((body.data ?? {}) as Fields).name;
    return name === undefined ? [] : [[name, nameInOrganizationSchema, 'TEAM_NAME_INVALID']];
  },
};

/** What Folio lets a client set on an organization: no logo URL or free-form metadata it never shows. */
const SETTABLE = {
  '/organization/create': ['name', 'slug', 'keepCurrentActiveOrganization'],
  '/organization/update': ['name', 'slug'],
} as Record<string, string[] | undefined>;

/** Only Folio's three roles, one at a time: better-auth would also take a list or a custom name. */
const ROLE_PATHS = new Set(['/organization/invite-member', '/organization/update-member-role']);

/**
 * Refuses a name or role that Folio's forms would refuse, with a 400 and a code the UI translates.
 * Returns the body with names trimmed, for better-auth to store.
 */
export function checkOrganizationInput(path: string, body: unknown): Fields | undefined {
  const fields = (body ?? {}) as Fields;
  if (ROLE_PATHS.has(path) && !ORGANIZATION_ROLES.some((role) => role === fields.role)) {
    throw new APIError('BAD_REQUEST', { code: 'ROLE_NOT_FOUND', message: 'Role not found' });
  }
  const settable = SETTABLE[path];
  const given = path === '/organization/update' ? ((fields.data ?? {}) as Fields) : fields;
  if (settable && Object.keys(given).some((field) => !settable.includes(field)))
    throw new APIError('BAD_REQUEST', {
      code: 'FIELD_NOT_ALLOWED',
      message: 'Only the name can be changed here',
    });
  const rules = RULES[path];
  if (!rules) return undefined;
  for (const [value, schema, code] of rules(fields)) {
    if (!schema.safeParse(value).success) throw new APIError('BAD_REQUEST', { code, message: code });
  }
  const data = (fields.data ?? {}) as Fields;
  switch (path) {
    case '/organization/create':
      return { ...fields, name: nameInOrganizationSchema.parse(fields.name) };
    case '/organization/create-team':
      return { ...fields, name: nameInOrganizationSchema.parse(fields.name) };
    case '/organization/update':
      return data.name === undefined
        ? undefined
        : { ...fields, data: { ...data, name: nameInOrganizationSchema.parse(data.name) } };
    case '/organization/update-team':
      return data.name === undefined
        ? undefined
        : { ...fields, data: { ...data, name: nameInOrganizationSchema.parse(data.name) } };
    default:
      return undefined;
  }
}
