import type { AnyProcedure, InferSchemaOutput, Schema } from '@orpc/server';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** The texts a tool's answers and refusals are written with, in the request's language. */
export type McpTexts = TFunction<['mcp', 'common', 'validation', 'account', 'organizations']>;

export type ProcedureOutput<P extends AnyProcedure> = InferSchemaOutput<P['~orpc']['outputSchema']>;

/** What a tool works with while it answers one call. */
export interface ToolContext {
  /**
   * Calls one of Folio's procedures as the request's caller (the owner of its API key), through
   * everything the procedure checks: the permission table and the key's permissions, demo mode, the
   * throttle, the audit entry. `input` is what the agent sent: the procedure validates it.
   */
  call<P extends AnyProcedure>(procedure: P, input?: unknown): Promise<ProcedureOutput<P>>;
  /** An absolute link to one of Folio's pages (`link('/app/books/…')`), on BASE_URL. */
  link(path: string): string;
  t: McpTexts;
}

/** A tool's answer: its structured content (matching its output schema) and a short text for people. */
export interface ToolAnswer<Structured = Record<string, unknown>> {
  structured: Structured;
  text: string;
}

/**
 * One MCP tool: a Folio operation as an agent calls it. Its input schema is a procedure's own (the
 * API's zod schema), its permission and hints come from the procedures it calls.
 */
export interface McpTool {
  name: string;
  title: string;
  /** What it does, for the model that picks tools (the permission it needs is added when listed). */
  description: string;
  /** The procedures it calls: a key needs every one's permission; their methods give the hints. */
  procedures: readonly AnyProcedure[];
  /** Its arguments: the first procedure's input schema (none: no arguments). */
  input: Schema<unknown, unknown> | undefined;
  /** Its structured content. */
  output: z.ZodType;
  run(args: unknown, context: ToolContext): Promise<ToolAnswer>;
}

/**
 * A tool that is one procedure: the agent's arguments go to the procedure as they came (it validates
 * them), its result is answered as `answer` shapes it.
 */
export function procedureTool<P extends AnyProcedure, Output extends z.ZodType>(spec: {
  name: string;
  title: string;
  description: string;
  procedure: P;
  output: Output;
  /** `args` are the agent's, as the procedure accepted them. */
  answer: (result: ProcedureOutput<P>, context: ToolContext, args: unknown) => ToolAnswer<z.input<Output>>;
}): McpTool {
  const { procedure, answer, ...described } = spec;
  return {
    ...described,
    procedures: [procedure],
    input: procedure['~orpc'].inputSchema,
    run: async (args, context) => answer(await context.call(procedure, args), context, args) as ToolAnswer,
  };
}

/** A tool that calls several procedures (its arguments, if any, are the first one's). */
export function compositeTool<Output extends z.ZodType>(spec: {
  name: string;
  title: string;
  description: string;
  procedures: readonly [AnyProcedure, ...AnyProcedure[]];
  output: Output;
  run: (args: unknown, context: ToolContext) => Promise<ToolAnswer<z.input<Output>>>;
}): McpTool {
  return {
    ...spec,
    input: spec.procedures[0]['~orpc'].inputSchema,
    run: spec.run as McpTool['run'],
  };
}
