import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { AnyProcedure } from '@orpc/server';
import { z } from 'zod';
import type { Permissions } from '~/lib/permissions';
import type { ApiMeta } from '../api/procedure';
import type { McpTool } from './mcp-tool';

/** The `_meta` key of a tool's permission, for clients that read it rather than the description. */
export const PERMISSION_META = 'folio/permission';

/**
 * Every tool as `tools/list` answers it, worked out once per process: every tool is listed, whatever the
 * key may do (ADR 0030), each saying the permission it needs in its description and `_meta`, with
 * hints taken from the HTTP methods of the procedures it calls.
 */
export function toolCatalogue(tools: readonly McpTool[]): Tool[] {
  return tools.map((tool) => {
    const permission = permissionOf(tool.procedures);
    const methods = tool.procedures.map((procedure) => procedure['~orpc'].route.method ?? 'POST');
    return {
      name: tool.name,
      title: tool.title,
      description: `${tool.description}\n\nAPI key permission: ${describePermission(permission)}.`,
      inputSchema: objectSchema(tool.input, 'input'),
      outputSchema: objectSchema(tool.output, 'output'),
      annotations: {
        title: tool.title,
        readOnlyHint: methods.every((method) => method === 'GET'),
        destructiveHint: methods.some((method) => method === 'DELETE'),
        idempotentHint: methods.every((method) => method !== 'POST' && method !== 'PATCH'),
        openWorldHint: false,
      },
      _meta: { [PERMISSION_META]: permission },
    };
  });
}

/** What a key needs for a tool: every permission of every procedure it calls. */
export function permissionOf(procedures: readonly AnyProcedure[]): Permissions {
  const merged: Record<string, string[]> = {};
  for (const procedure of procedures) {
    const { permission } = procedure['~orpc'].meta as ApiMeta;
    for (const [resource, actions] of Object.entries(permission ?? {}))
      merged[resource] = [...new Set([...(merged[resource] ?? []), ...(actions ?? [])])];
  }
  return merged as Permissions;
}

/** `book: read, create` — the permission table's own names, as the OpenAPI document's `x-permission`. */
function describePermission(permission: Permissions): string {
  return Object.entries(permission)
    .map(([resource, actions]) => `${resource}: ${(actions ?? []).join(', ')}`)
    .join('; ');
}

type ObjectJsonSchema = Tool['inputSchema'];

/**
 * A zod schema as the JSON Schema a tool declares (draft-07, as the SDK's own tools do). Dates, which
 * JSON has not, are the ISO strings they become in a tool's structured content.
 */
function objectSchema(schema: unknown, io: 'input' | 'output'): ObjectJsonSchema {
  if (!(schema instanceof z.ZodType)) return { type: 'object', properties: {} };
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-07',
    unrepresentable: ({ zodSchema }) =>
      zodSchema._zod.def.type === 'date' ? { type: 'string', format: 'date-time' } : 'throw',
  });
  if (json.type !== 'object') throw new Error(`A tool's ${io} must be an object, not ${String(json.type)}`);
  return json as ObjectJsonSchema;
}
