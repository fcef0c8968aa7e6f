import type { McpTool } from '~/server/mcp/mcp-tool';
import { bookTools } from './book-tools';
import { genreTools } from './genre-tools';
import { organizationTools } from './organization-tools';

/** Every tool of Folio's MCP endpoint (/mcp), each one or more of the router's procedures (ADR 0030). */
export const mcpTools: readonly McpTool[] = [...bookTools, ...genreTools, ...organizationTools];
