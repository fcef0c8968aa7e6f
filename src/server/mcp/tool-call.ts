import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from 'pino';
import type { McpTool, ToolContext } from './mcp-tool';
import { describeRefusal, ProcedureRefusal, type ToolRefusal } from './tool-refusal';

/** The `_meta` key of a refused call's code and status, for clients that act on it. */
export const REFUSAL_META = 'folio/refusal';

/**
 * Runs one tool call: its answer as structured content (JSON: dates become ISO strings) and a short
 * text; a refusal as a tool error (`isError`) whose text says why, so the agent can tell its person or
 * try otherwise. A failure that is no refusal is logged and answered without its details.
 */
export async function runTool(
  tool: McpTool,
  args: unknown,
  context: ToolContext,
  log: { logger: Logger; requestId: string | null },
): Promise<CallToolResult> {
  try {
    const { structured, text } = await tool.run(args ?? {}, context);
    return {
      content: [{ type: 'text', text }],
      structuredContent: JSON.parse(JSON.stringify(structured)) as Record<string, unknown>,
    };
  } catch (error) {
    const refusal = error instanceof ProcedureRefusal ? describeRefusal(error, context.t) : null;
    const failure = error instanceof ProcedureRefusal ? error.error : error;
    if (!refusal || refusal.status >= 500) {
      const fields = { err: failure, requestId: log.requestId, tool: tool.name };
      if (refusal) log.logger.warn(fields, 'MCP tool refused: Folio is unavailable');
      else log.logger.error(fields, 'MCP tool failed');
    }
    return toolError(
      refusal ?? { code: 'INTERNAL_SERVER_ERROR', status: 500, message: context.t('refusals.failed') },
    );
  }
}

function toolError({ code, status, message }: ToolRefusal): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: message }],
    _meta: { [REFUSAL_META]: { code, status } },
  };
}
