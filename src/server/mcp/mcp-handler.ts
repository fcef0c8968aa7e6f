import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { AnyRouter } from '@orpc/server';
import { REQUEST_ID_HEADER } from '~/lib/request-id';
import type { ApiContext } from '../api/procedure';
import type { ServerContext } from '../context';
import { refuseMcpCaller } from './mcp-caller';
import type { McpTool } from './mcp-tool';
import { runTool } from './tool-call';
import { toolCatalogue } from './tool-catalogue';
import { procedurePaths, toolContextOf } from './tool-context';

export const MCP_PATH = '/mcp';

const SERVER_INFO = { name: 'folio', title: 'Folio', version: '1.0.0' };

const INSTRUCTIONS =
  "Folio is a catalogue of books, shared by organizations on their shelves. Find books with search_books (words, a genre from list_genres, the cursor of the previous page), read one with get_book; create_book, update_book and delete_book change the catalogue; list_my_organizations shows the caller's organizations and shelves, add_book_to_shelf puts a book on one. Every tool says the API key permission it needs: a call the key or its owner may not make is refused and changes nothing.";

/**
 * The MCP endpoint (Streamable HTTP, stateless): each POST is answered on its own by a server made for
 * it, with JSON rather than an event stream, so any instance behind the balancer answers any request
 * and nothing is kept between them. The tools call the procedures of `router`, as the request's API key.
 */
export function createMcpHandler(server: ServerContext, router: AnyRouter, tools: readonly McpTool[]) {
  const catalogue = toolCatalogue(tools);
  const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
  const paths = procedurePaths(router);
  // No side entrance: a tool calls only what the API serves, under the same name.
  for (const tool of tools)
    for (const procedure of tool.procedures)
      if (!paths.has(procedure))
        throw new Error(`The MCP tool ${tool.name} calls a procedure the router lacks`);

  return async function handleMcpRequest(request: Request): Promise<Response> {
    // Stateless: no event stream to open (GET) and no session to end (DELETE).
    if (request.method !== 'POST')
      return jsonRpcError(405, ErrorCode.ConnectionClosed, 'Method not allowed: POST only', {
        allow: 'POST',
      });
    const context: ApiContext = { headers: request.headers, server, via: 'mcp' };
    const refused = await refuseMcpCaller(context);
    if (refused) return refused;
    const body = await request.text();
    let message: unknown;
    try {
      message = JSON.parse(body);
    } catch {
      return jsonRpcError(400, ErrorCode.ParseError, 'Parse error: the body is not JSON');
    }
    // MCP's current protocol has no batches: one message a request, so a key's throttle counts each.
    if (Array.isArray(message))
      return jsonRpcError(
        400,
        ErrorCode.InvalidRequest,
        'Invalid request: send one JSON-RPC message per request',
      );

    const toolContext = toolContextOf(request, context, paths);
    const log = { logger: server.logger, requestId: request.headers.get(REQUEST_ID_HEADER) };

    const mcp = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
    mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: catalogue }));
    mcp.server.setRequestHandler(CallToolRequestSchema, ({ params }) => {
      const tool = toolsByName.get(params.name);
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
      return runTool(tool, params.arguments, toolContext, log);
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await mcp.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody: message });
    } finally {
      await mcp.close();
    }
  };
}

/** A refusal before any MCP message is read, shaped as the SDK's transport shapes its own. */
function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}
