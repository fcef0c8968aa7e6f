// English: the texts only the server uses (e-mails, MCP tools), kept out of the browser's language chunk.

export { default as email } from './email.json';
export { default as mcp } from './mcp.json';
