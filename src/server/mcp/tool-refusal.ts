import { ORPCError, type AnyProcedure } from '@orpc/server';
import { DEMO_MODE_ERROR } from '~/lib/demo-mode';
import { KEY_DOES_NOT_GRANT } from '../api/procedure';
import type { McpTexts } from './mcp-tool';
import { permissionOf } from './tool-catalogue';

/** A procedure's refusal, with the procedure that refused (its permission names what a key lacks). */
export class ProcedureRefusal extends Error {
  constructor(
    readonly error: unknown,
    readonly procedure: AnyProcedure,
  ) {
    super('A procedure refused an MCP tool call', { cause: error });
  }
}

interface RefusalData {
  reason?: string;
  field?: string;
  retryAfter?: number;
  issues?: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>;
}

/** What went wrong, for the agent (and the person it works for): the code and a translated sentence. */
export interface ToolRefusal {
  code: string;
  status: number;
  message: string;
}

/**
 * A refused call as a tool error says it: the refusal's code and a clear sentence in the request's
 * language, never a stack trace. Null for a failure that is no refusal (a bug: the caller logs it).
 */
export function describeRefusal(refusal: ProcedureRefusal, t: McpTexts): ToolRefusal | null {
  const { error, procedure } = refusal;
  if (!(error instanceof ORPCError)) return null;
  const data = (error.data ?? {}) as RefusalData;
  const answer = (message: string): ToolRefusal => ({ code: error.code, status: error.status, message });
  switch (error.code) {
    case DEMO_MODE_ERROR:
      return answer(t('common:demo.message'));
    case 'FORBIDDEN':
      if (data.reason === KEY_DOES_NOT_GRANT)
        return answer(t('refusals.keyDoesNotGrant', { permission: permissionText(procedure, t) }));
      if (data.reason === 'not-a-member') return answer(t('refusals.notAMember'));
      return answer(t('common:refusals.FORBIDDEN'));
    case 'SECOND_FACTOR_REQUIRED':
      return answer(t('common:refusals.SECOND_FACTOR_REQUIRED'));
    case 'UNAUTHORIZED':
      return answer(t('refusals.keyRefused'));
    case 'TOO_MANY_REQUESTS':
      return answer(t('refusals.tooManyRequests', { count: Math.max(1, Math.ceil(data.retryAfter ?? 1)) }));
    case 'NOT_FOUND':
      return answer(t(data.field === 'bookId' ? 'refusals.unknownBook' : 'refusals.notFound'));
    case 'CONFLICT':
      return answer(
        data.field === 'title' && data.reason === 'duplicate'
          ? t('validation:titleDuplicate')
          : t('refusals.conflict'),
      );
    case 'BAD_REQUEST':
      if (data.field === 'genreId' && data.reason === 'unknown') return answer(t('refusals.unknownGenre'));
      if (data.issues) return answer(t('refusals.invalid', { issues: issuesText(data.issues, t) }));
      return answer(error.message);
    case 'SERVICE_UNAVAILABLE':
      return answer(t('common:refusals.SERVICE_UNAVAILABLE'));
    default:
      return error.status < 500 ? answer(error.message) : null;
  }
}

/** "Books: create" — as the account page names the permission on a key's checkbox. */
function permissionText(procedure: AnyProcedure, t: McpTexts): string {
  return Object.entries(permissionOf([procedure]))
    .map(([resource, actions]) =>
      t('account:apiKeys.permission', {
        resource: t(`account:apiKeys.resources.${resource}` as 'account:apiKeys.resources.book', {
          defaultValue: resource,
        }),
        action: (actions ?? [])
          .map((action: string) =>
            t(`account:apiKeys.actions.${action}` as 'account:apiKeys.actions.read', {
              defaultValue: action,
            }),
          )
          .join(', '),
      }),
    )
    .join(' · ');
}

/** "title: Title is required; genreId: Genre is required" — the schemas' messages are translation keys. */
function issuesText(issues: NonNullable<RefusalData['issues']>, t: McpTexts): string {
  return issues
    .map(({ message, path = [] }) => {
      const field = path.map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
      const text = message.startsWith('validation:')
        ? t(message as 'validation:required', { defaultValue: message })
        : message;
      return field ? `${field}: ${text}` : text;
    })
    .join('; ');
}
