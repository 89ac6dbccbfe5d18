import type { App } from '../app';
import { hasNoLiveries, seedDemo } from './seed-demo';

/**
 * `DEMO=1`: a first start on an empty database fills it with demo content before the site
 * answers, so the first page a newcomer opens is a living one. With liveries present it does
 * nothing, so restarting with DEMO=1 never adds a second batch.
 */
export async function seedDemoOnFirstStart(app: App, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.DEMO !== '1') return;
  if (!(await hasNoLiveries(app.deps))) {
    app.log.info('DEMO=1: the database has liveries already, so no demo content is added');
    return;
  }
  app.log.info('DEMO=1: adding demo members, liveries, favourites, downloads and reports…');
  const result = await seedDemo(app.deps);
  app.log.info(result, 'DEMO=1: demo content ready');
}
