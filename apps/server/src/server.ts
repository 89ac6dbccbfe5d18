import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoOnFirstStart } from './demo/demo-start';

const config = readConfigOrExit();
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

/** A wrong setting is the operator's to fix: say which, without a stack trace, and stop. */
function readConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
