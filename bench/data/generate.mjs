// Fills a freshly migrated Paddock database with N liveries and the rows hanging off them.
import { createRandom, description, distinct, regionRows, title, username } from './distributions.mjs';
import { BENCH_REGION_SHARES, previewKeys, SCREENSHOT_POOL, screenshotKeys } from './media.mjs';
import { createSocial } from './social.mjs';

const BATCH = 5000;
const DAY = 24 * 60 * 60 * 1000;

/** 3,000 members up to 100,000 liveries (the data every earlier run measured), then 3 per 100. */
export const defaultUsers = (liveries) => Math.max(3000, Math.round(liveries * 0.03));

/**
 * @param writer from writers.mjs, on a database the server has migrated (catalogue seeded, admin made)
 * @returns what the scenarios need to know: ids, counts and search terms
 */
export async function generate(writer, { liveries, users = defaultUsers(liveries), seed = 7 }) {
  const random = createRandom(seed);
  const models = await writer.query('SELECT id, car_class_id AS "classId" FROM car_model ORDER BY id');
  const tags = (await writer.query('SELECT id FROM tag ORDER BY id')).map((t) => t.id);
  const [{ maxId }] = await writer.query('SELECT coalesce(max(id), 0) AS "maxId" FROM "user"');
  const firstUser = Number(maxId) + 1;
  const now = Date.now();
  const start = now - 3 * 365 * DAY;

  const userRows = [];
  for (let i = 0; i < users; i++) {
    const name = username(random, i);
    const created = new Date(start + (i / users) * (now - start - 30 * DAY)).toISOString();
    userRows.push([firstUser + i, name, `${name}@bench.paddock.test`, true, created, created, name.toLowerCase(), name, 'user', false, true, created]);
  }
  await writer.prepare();
  for (let i = 0; i < userRows.length; i += BATCH) await writer.write([['user', userRows.slice(i, i + BATCH)]]);

  // A few prolific uploaders and many occasional ones; popular car models more common than others.
  let favorites = 0;
  const social = createSocial({ seed, users, firstUser });
  let pending = Promise.resolve();
  for (let from = 1; from <= liveries; from += BATCH) {
    const batch = {
      livery: [], livery_version: [], livery_tag: [], screenshot: [], region_configuration: [], favorite: [],
      livery_preview: [], livery_region_share: [], livery_rating: [], livery_comment: [],
    };
    for (let id = from; id < Math.min(from + BATCH, liveries + 1); id++) {
      const model = models[random.zipfIndex(models.length)];
      const uploader = firstUser + random.zipfIndex(users);
      const uploaded = new Date(start + ((id - 1) / liveries) * (now - start) + random.int(0, 3600_000)).toISOString();
      const favoriteCount = random.longTail(1.5, 1.5, users + 1);
      const downloadCount = favoriteCount * random.int(2, 8) + random.longTail(20, 1.1, 500_000);
      const month = uploaded.slice(0, 7).replace('-', '/');
      const fileKey = `liveries/${month}/bench${String(id).padStart(27, '0')}.zip`;
      const fileSize = random.int(3, 60) * 1024 * 1024;
      const livery = [
        id, uploader, model.id, title(random, id), description(random), fileKey, fileSize,
        uploaded, uploaded, downloadCount, favoriteCount,
      ];
      // Issue 19: rating_count, rating_sum, rating_score, with the rows they count.
      batch.livery.push([...livery, ...social.forLivery(batch, id, uploader, uploaded)]);
      // Its one version (issue 19), as an upload writes it: the livery's zip and all its downloads.
      batch.livery_version.push([id, 1, fileKey, fileSize, uploaded, downloadCount]);
      for (const t of distinct(random, tags.length, random.int(1, 4))) batch.livery_tag.push([id, tags[t]]);
      const shots = random.int(1, 3);
      for (let position = 0; position < shots; position++) {
        const keys = screenshotKeys(random.int(0, SCREENSHOT_POOL - 1));
        batch.screenshot.push([id, position, keys.full, keys.thumb, 1920, 1080]);
      }
      for (const region of regionRows(random)) batch.region_configuration.push([id, ...region]);
      const flat = previewKeys(random.int(0, SCREENSHOT_POOL - 1));
      batch.livery_preview.push([id, flat.texture, flat.overlay, 0]);
      for (const [region, perMille] of BENCH_REGION_SHARES) batch.livery_region_share.push([id, region, perMille]);
      // Index `users` is the bootstrap admin, whom the signed-in scenario uses.
      for (const u of distinct(random, users + 1, favoriteCount)) {
        batch.favorite.push([u === users ? Number(maxId) : firstUser + u, id, uploaded]);
      }
      favorites += favoriteCount;
    }
    // PostgreSQL stores this batch while the next one is made (two processes, two cores).
    await pending;
    pending = writer.write(Object.entries(batch));
  }
  await pending;
  const loaded = Date.now();
  await writer.finish();
  return {
    // The bulk load's last step (indexes, FTS, statistics), apart: it is what grows faster than n.
    finishSeconds: (Date.now() - loaded) / 1000,
    liveries, users, favorites, firstUser, models: models.length, tags: tags.length,
    // A sample of liveries with comments, for the livery page's comments scenario.
    discussedIds: social.discussedIds.slice(0, 500),
  };
}
