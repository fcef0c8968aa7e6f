import { createRequire } from 'node:module';
import { context, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { Env } from '../env';
import { setTracing, type StopTracing } from './tracer';

/**
 * What the HTTP instrumentations would record of a request that may name a person or carry a secret:
 * the client's address, its user agent, the path (an invitation's id is its secret) and the query (a
 * token). Left out; the route template (`http.route`, set by Folio) says what was asked.
 */
const PRIVATE_HTTP_ATTRIBUTES: Attributes = {
  'url.path': undefined,
  'url.query': undefined,
  'url.full': undefined,
  'client.address': undefined,
  'network.peer.address': undefined,
  'network.peer.port': undefined,
  'user_agent.original': undefined,
};

/**
 * The OpenTelemetry Node SDK with the exporter, sampler and resource of the standard OTEL_* variables
 * (OTLP over HTTP, protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL=http/json), and the instrumentations of
 * what Folio talks to: its HTTP server and the clients of S3 (node:https) and of OpenID providers
 * (fetch), PostgreSQL (pg) and Redis (ioredis). PGlite, SMTP and S3 calls get Folio's own spans.
 */
export function startTracingSdk(config: Env): StopTracing {
  const sdk = new NodeSDK({
    serviceName: config.OTEL_SERVICE_NAME,
    // Traces only: metrics are Prometheus's (/metrics), logs go to standard output.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        startIncomingSpanHook: () => PRIVATE_HTTP_ATTRIBUTES,
        startOutgoingSpanHook: () => ({ 'url.full': undefined, 'url.query': undefined }),
      }),
      new UndiciInstrumentation({
        startSpanHook: () => ({ 'url.full': undefined, 'url.query': undefined }),
      }),
      // Statement text with its placeholders, never the values (enhancedDatabaseReporting stays off).
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      // The command only: a throttle's key holds the e-mail address or IP it counts.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  // The instrumentations patch a module when it is required. Node's own http and https are required
  // here, so that the server and the S3 client (CommonJS, loaded later) find them patched; ioredis is
  // CommonJS that Folio imports, which require hooks do not see: required here it is patched in place,
  // and the import later gets the same, patched module.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  if (config.REDIS_URL) require('ioredis');
  setTracing({
    tracer: trace.getTracer('folio'),
    activeSpan: () => trace.getSpan(context.active()),
    errorStatus: SpanStatusCode.ERROR,
  });
  return () => sdk.shutdown();
}
