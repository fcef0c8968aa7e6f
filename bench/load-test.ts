// npm run test:load [-- --seconds 60 --connections 200]
// The built server on a fresh PostgreSQL database (DATABASE_URL's server, or the local one), under
// page loads, searches, session reads and book writes at once. Passes when no request failed and
// every acknowledged write is in the database. Not part of `npm test`: it takes a minute and a core.
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startFolio } from './running-folio';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, connections: { type: 'string', default: '200' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const folio = await startFolio('postgresql');
try {
  const { base } = folio;
  const cookie = await folio.signIn('admin@admin.com');
  const genres = (await (await fetch(`${base}/api/rest/genres`, { headers: { cookie } })).json()) as {
    id: string;
  }[];
  const genreId = genres[0]!.id;

  const rss = { idle: folio.rssMb(), peak: 0 };
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, folio.rssMb())), 500);
  const acknowledged: string[] = [];
  let written = 0;
  const share = Math.max(1, Math.floor(connections / 4));
  const kinds: Record<string, AutocannonRequest> = {
    'page /app/books': { path: '/app/books', headers: { cookie, accept: 'text/html' } },
    'search (REST)': { path: '/api/rest/books?searchTerm=harbor', headers: { cookie } },
    'session read': { path: '/api/auth/get-session', headers: { cookie } },
    'book write': {
      method: 'POST',
      path: '/api/rest/books',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ title: `Load ${written++} ${Date.now()}`, author: 'Load Test', genreId }),
      }),
      onResponse: (status, body) => {
        if (status === 201) acknowledged.push((JSON.parse(body) as { id: string }).id);
      },
    },
  };
  const results = await Promise.all(
    Object.entries(kinds).map(async ([kind, request]) => ({
      kind,
      result: await autocannon({ url: base, connections: share, duration: seconds, requests: [request] }),
    })),
  );
  clearInterval(sampler);

  const check = new pg.Client({ connectionString: folio.databaseUrl });
  await check.connect();
  const found = await check.query<{ n: number }>(
    'select count(*)::int as n from book where id = any($1::uuid[])',
    [acknowledged],
  );
  await check.end();
  const lost = acknowledged.length - found.rows[0]!.n;

  console.log(`\n${connections} connections for ${seconds} s on PostgreSQL\n`);
  console.log('| kind | requests | req/s | p50 ms | p99 ms | errors / non-2xx |');
  console.log('|---|---|---|---|---|---|');
  let failures = 0;
  for (const { kind, result } of results) {
    const bad = result.errors + result.timeouts + result.non2xx;
    failures += bad;
    console.log(
      `| ${kind} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${bad} |`,
    );
  }
  console.log(`\nacknowledged writes: ${acknowledged.length}, lost: ${lost}`);
  console.log(`server RSS: idle ${rss.idle} MB, peak ${rss.peak} MB`);
  process.exitCode = failures === 0 && lost === 0 ? 0 : 1;
} finally {
  await folio.stop();
}
