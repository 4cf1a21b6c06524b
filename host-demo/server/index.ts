/**
 * Runs the demo host on HOST:PORT (default 127.0.0.1:3000). Env: REMOTE_URL, ADMIN_SERVER_URL,
 * PUBLIC_ORIGIN (default http://HOST:PORT), QA (0: no fault switch), LOG (1: log every request, not only
 * warnings and errors).
 */
import { buildApp } from './app';
import { getCatalogue } from '@global-header/demo-api';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

const app = await buildApp({
  // Links and og:url name where the server is reached, not what a request's Host header says.
  publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://${host}:${port}`,
  // QA=0 serves the demo without the fault switch its QA panel drives.
  qa: process.env.QA !== '0',
  manifestUrl: process.env.REMOTE_URL,
  // A different host name than the page's 127.0.0.1, so staff links visibly open "elsewhere".
  adminServerUrl: process.env.ADMIN_SERVER_URL ?? `http://localhost:${port}`,
  // Warnings and errors always (a refused release's reason is told only here); LOG=1 logs every request.
  logger: process.env.LOG === '1' ? true : { level: 'warn' },
});

// Build the place tables, event catalogue and search index (a second or two) before taking traffic,
// not right after as the API plugin would (it then finds them built): a page asked for meanwhile
// would wait for them, far past the header's server-render budget.
getCatalogue(new Date()).warmUp();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ host, port });
  console.log(`Demo host listening on http://${host}:${port}`);
} catch (error) {
  console.error(error);
  process.exit(1);
}
