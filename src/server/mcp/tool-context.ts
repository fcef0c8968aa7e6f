import { call, isProcedure, type AnyProcedure, type AnyRouter } from '@orpc/server';
import { serverI18n } from '~/lib/i18n';
import { languageOfRequest } from '~/lib/request-language';
import type { ApiContext } from '../api/procedure';
import type { McpTexts, ProcedureOutput, ToolContext } from './mcp-tool';
import { ProcedureRefusal } from './tool-refusal';

/** Where each procedure is in the router (`books.list`): its trace span is named as over RPC and REST. */
export type ProcedurePaths = Map<AnyProcedure, string[]>;

export function procedurePaths(router: AnyRouter): ProcedurePaths {
  const paths: ProcedurePaths = new Map();
  const visit = (node: unknown, path: string[]) => {
    if (isProcedure(node)) paths.set(node, path);
    else if (node && typeof node === 'object')
      for (const [name, child] of Object.entries(node)) visit(child, [...path, name]);
  };
  visit(router, []);
  return paths;
}

/**
 * What a request's tools work with: the procedures called as its caller (`context` holds its headers,
 * so its key), links on BASE_URL, and texts in its language.
 */
export function toolContextOf(request: Request, context: ApiContext, paths: ProcedurePaths): ToolContext {
  const language = languageOfRequest(request);
  return {
    call: <P extends AnyProcedure>(procedure: P, input?: unknown) =>
      // The procedure's own client validates `input` and types its output as its schema says.
      (
        call(procedure as AnyProcedure, input, { context, path: paths.get(procedure) }) as Promise<
          ProcedureOutput<P>
        >
      ).catch((error: unknown) => Promise.reject(new ProcedureRefusal(error, procedure))),
    link: (path) => new URL(path, context.server.env.BASE_URL).toString(),
    t: serverI18n(language).getFixedT(language, [
      'mcp',
      'common',
      'validation',
      'account',
      'organizations',
    ]) as McpTexts,
  };
}
