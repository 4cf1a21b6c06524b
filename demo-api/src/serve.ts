/**
 * Runs the demo API alone (no pages, no client build) for benchmarks and quick manual checks:
 *   node --import tsx demo-api/src/serve.ts      (PORT, default 0 = any free port; HOST, default 127.0.0.1)
 * Prints one JSON line `{"listening": url, "pid": n}` when it accepts connections; the data is
 * built right after (warm-up), so the first search may wait for it.
 */
import Fastify from 'fastify';
import { apiPlugin } from './index';

const app = Fastify({ logger: false });
await app.register(apiPlugin);
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ listening: url, pid: process.pid })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
