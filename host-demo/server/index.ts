/** Runs the demo host on HOST:PORT (default 127.0.0.1:3000). Env: REMOTE_URL, ADMIN_SERVER_URL. */
import { buildApp } from './app';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

const app = await buildApp({
  remoteUrl: process.env.REMOTE_URL,
  // A different host name than the page's 127.0.0.1, so staff links visibly open "elsewhere".
  adminServerUrl: process.env.ADMIN_SERVER_URL ?? `http://localhost:${port}`,
  logger: process.env.LOG === '1',
});

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
