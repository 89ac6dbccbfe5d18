// `npm run seed:demo`: adds the demo content to the database that DATA_DIR / DATABASE_URL name,
// with the server stopped or running (the demo members must not exist yet).

import { DEMO_MEMBERS, DEMO_PASSWORD } from '@paddock/demo-assets';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from './seed-demo';

const app = await buildApp(loadConfig());
try {
  const result = await seedDemo(app.deps);
  console.log(
    `Demo content added: ${result.members} members, ${result.liveries} liveries, ${result.favorites} favourites, ` +
      `${result.downloads} downloads, ${result.reports} open reports, ${result.follows} follows.\n` +
      `Members sign in with their e-mail address or username (${DEMO_MEMBERS.map((m) => `${m.email} or ${m.username}`).join(', ')}) and the password ${DEMO_PASSWORD}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
