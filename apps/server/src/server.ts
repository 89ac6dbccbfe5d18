import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoOnFirstStart } from './demo/demo-start';

const config = loadConfig();
const app = await buildApp(config, { serveWebApp: true });
// DEMO=1 on an empty database: demo content first, so the first page served is a living one.
await seedDemoOnFirstStart(app);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Paddock is running at ${config.publicUrl}`);
