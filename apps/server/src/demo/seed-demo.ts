import { writeFile } from 'node:fs/promises';
import { CREDIT_PARTS, LIMITS, UPLOAD_PARTS, VERSION_PARTS } from '@paddock/contract';
import {
  DEMO_COLLECTIONS,
  DEMO_COMMENTS,
  DEMO_CREATOR_FOLLOWS,
  DEMO_CREDIT,
  DEMO_MEMBERS,
  DEMO_MODEL_ALIASES,
  DEMO_PASSWORD,
  DEMO_RATING_STARS,
  DEMO_REPORTS,
  DEMO_VERSIONS,
  type DemoLivery,
  demoLiveries,
  demoRegionFields,
  type LiveryDesign,
  makeDemoLiveryFiles,
  zipLiveryFiles,
} from '@paddock/demo-assets';
import { createCredentialUser } from '../auth/create-credential-user';
import type { Viewer } from '../auth/guards';
import type { AppDeps } from '../lib/deps';
import { PRIVATE_FILE_MODE } from '../lib/private-files';
import { createCollectionsService } from '../modules/collections/collections.service';
import { unlimitedComments } from '../modules/comments/comment-rate-limit';
import { createCommentsService } from '../modules/comments/comments.service';
import { createRatingsService } from '../modules/comments/ratings.service';
import { createDownloadsService } from '../modules/downloads/downloads.service';
import { createFavoritesService } from '../modules/favorites/favorites.service';
import { createFollowsService } from '../modules/follows/follows.service';
import { createLiveryVersionsService } from '../modules/liveries/livery-versions.service';
import { createLiveryUploadService } from '../modules/liveries/upload/create-livery-upload';
import { drainNotificationEvents } from '../modules/notifications/notification-drain';
import { createReportsService } from '../modules/reports/reports.service';
import { unlimitedActions } from '../rate-limit/member-rate-limit';
import { createDemoSeedRepository } from './demo-seed.repository';
import { seedNearCopy } from './seed-originality';

export interface DemoSeedResult {
  members: number;
  liveries: number;
  /** Issue 36: the near copies uploaded for the possible-copy queue (one, or none when no two members upload). */
  copies: number;
  favorites: number;
  downloads: number;
  reports: number;
  follows: number;
  collections: number;
  comments: number;
  ratings: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the database has no liveries yet: the only time `DEMO=1` adds demo content. */
export async function hasNoLiveries(deps: Pick<AppDeps, 'db' | 'dialect'>): Promise<boolean> {
  return !(await createDemoSeedRepository(deps.db.kysely, deps.dialect).hasAnyLivery());
}

/**
 * Fills the site with demo content through the same services the API uses: members sign up with
 * a password, every livery goes through the real upload pipeline (its 4096 × 4096 TGA pair and
 * screenshots checked, re-encoded and stored), then favourites, downloads, reports and follows
 * are made as members would make them (the creator follows first, so followers have notifications). Counters therefore equal rows, and every file can be downloaded.
 */
export async function seedDemo(deps: AppDeps, options: { liveries?: number } = {}): Promise<DemoSeedResult> {
  const { db, dialect, log } = deps;
  const repo = createDemoSeedRepository(db.kysely, dialect);
  if (await repo.anyUserWithEmail(DEMO_MEMBERS.map((m) => m.email)))
    throw new Error('The demo members exist already: this database has been seeded before.');

  const members: Viewer[] = [];
  for (const member of DEMO_MEMBERS) {
    const { id } = await createCredentialUser(deps.auth, {
      ...member,
      password: DEMO_PASSWORD,
      role: 'user',
      emailVerified: true,
      hasGivenGdprConsent: true,
    });
    members.push({ id, username: member.username, email: member.email, role: 'user' });
  }

  // Followed before anything is published: the followers are told of every livery that follows.
  const follows = createFollowsService(db);
  for (const [follower, creator] of DEMO_CREATOR_FOLLOWS) {
    await follows.follow('creator', members[follower] as Viewer, (members[creator] as Viewer).id);
  }

  await repo.addModelAliases(DEMO_MODEL_ALIASES);
  const plan = demoLiveries(await readCatalogue(repo), options.liveries ?? 40);
  const tagIds = await repo.tagIdsByName();
  const upload = createLiveryUploadService(deps);
  const liveryIds: number[] = [];
  for (const [i, livery] of plan.entries()) {
    const uploader = members[livery.uploader] as Viewer;
    const parts = await uploadParts(deps, livery, i, tagIds);
    const original = liveryIds[DEMO_CREDIT.basedOn];
    if (i === DEMO_CREDIT.livery && original !== undefined) {
      parts.fields.set(CREDIT_PARTS.basedOnLiveryId, [String(original)]);
      parts.fields.set(CREDIT_PARTS.basedOnNote, [DEMO_CREDIT.note]);
    }
    const { id } = await upload(uploader, parts);
    // Spread the upload dates over the last month, oldest first, as a living site would have them.
    const uploaded = new Date(Date.now() - livery.daysAgo * DAY_MS - (plan.length - i) * 60_000);
    await repo.setUploadDate(id, uploaded);
    await repo.setVersionDate(id, 1, uploaded);
    liveryIds.push(id);
    log.info(`demo: livery ${i + 1}/${plan.length} "${livery.title}"`);
  }

  const versions = createLiveryVersionsService(deps);
  for (const version of DEMO_VERSIONS) {
    const livery = plan[version.livery];
    const id = liveryIds[version.livery];
    if (!livery || id === undefined) continue;
    const design = { ...livery.design, raceNumber: version.raceNumber };
    const parts = await versionParts(deps, design, version.changelog);
    const { number } = await versions.publishLiveryVersion(members[livery.uploader] as Viewer, id, parts);
    const published = Date.now() - Math.max(0, livery.daysAgo - version.daysAfter) * DAY_MS;
    await repo.setVersionDate(id, number, new Date(published));
  }

  // Issue 36: one near copy whose case the fingerprint job opens within seconds of the start (it is
  // uploaded now; its original back-dated).
  const copies = await seedNearCopy(members, plan, async (uploader, livery) => {
    const { id } = await upload(uploader, await uploadParts(deps, livery, plan.length, tagIds));
    return id;
  });

  const favorites = createFavoritesService(db);
  let favoriteCount = 0;
  for (const [m, member] of members.entries()) {
    for (const [i, id] of liveryIds.entries()) {
      const ownLivery = plan[i]?.uploader === m;
      if (ownLivery || (i * 3 + m * 5) % 4 !== 0) continue;
      await favorites.favorite(member, id);
      favoriteCount += 1;
    }
  }

  const downloads = createDownloadsService(db, deps.storage, deps.config.authSecret);
  let downloadCount = 0;
  for (const [i, id] of liveryIds.entries()) {
    for (const member of members.filter((_, m) => (i + m) % 3 === 0)) {
      await downloads.download(id, member, '127.0.0.1');
      downloadCount += 1;
    }
    // Anonymous visitors, known only by the keyed hash of their (documentation-range) address.
    for (let visitor = 0; visitor < (i * 7) % 13; visitor += 1) {
      await downloads.download(id, null, `203.0.113.${visitor + 1}`);
      downloadCount += 1;
    }
  }

  const reports = createReportsService(db, dialect, unlimitedActions);
  for (const report of DEMO_REPORTS) {
    const livery = liveryIds[report.livery % liveryIds.length] as number;
    await reports.report(members[report.reporter] as Viewer, livery, {
      reason: report.reason,
      comment: report.comment,
    });
  }

  // Each member follows the livery they downloaded first (its new versions notify them).
  let liveryFollows = 0;
  for (const [m, member] of members.entries()) {
    const id = liveryIds.find((_, i) => plan[i]?.uploader !== m && (i + m) % 3 === 0);
    if (id === undefined) continue;
    await follows.follow('livery', member, id);
    liveryFollows += 1;
  }
  const collections = createCollectionsService(db, deps.storage);
  for (const plan of DEMO_COLLECTIONS) {
    const owner = members[plan.owner] as Viewer;
    const { id } = await collections.create(owner, {
      name: plan.name,
      description: plan.description,
      visibility: plan.visibility,
      isLeaguePack: plan.isLeaguePack,
    });
    for (const entry of plan.entries) {
      const liveryId = liveryIds[entry.livery % liveryIds.length] as number;
      const detail = await collections.detail(id, owner);
      if (detail.entries.some((e) => e.livery.id === liveryId)) continue;
      await collections.addEntry(owner, id, liveryId);
      if (entry.carNumber || entry.driverOrTeam)
        await collections.updateEntry(owner, id, liveryId, {
          carNumber: entry.carNumber ?? null,
          driverOrTeam: entry.driverOrTeam ?? null,
        });
    }
  }
  const { comments, ratings } = await seedCommentsAndRatings(deps, members, liveryIds, plan);
  // Every queued event (publications, versions, comments) becomes notifications here: what a demo
  // member finds must not depend on when the background drain next runs.
  await drainNotificationEvents(db, dialect);

  return {
    members: members.length,
    liveries: liveryIds.length,
    copies,
    favorites: favoriteCount,
    downloads: downloadCount,
    reports: DEMO_REPORTS.length,
    follows: DEMO_CREATOR_FOLLOWS.length + liveryFollows,
    collections: DEMO_COLLECTIONS.length,
    comments,
    ratings,
  };
}

/** Comments with replies and ratings, through the services (counters equal rows, rules hold). */
async function seedCommentsAndRatings(
  deps: AppDeps,
  members: Viewer[],
  liveryIds: number[],
  plan: DemoLivery[],
): Promise<{ comments: number; ratings: number }> {
  const { db, dialect } = deps;
  const comments = createCommentsService(db, dialect, unlimitedComments);
  let commentCount = 0;
  for (const comment of DEMO_COMMENTS) {
    const liveryId = liveryIds[comment.livery % liveryIds.length] as number;
    const top = await comments.postComment(members[comment.author] as Viewer, liveryId, {
      body: comment.body,
      parentId: null,
    });
    commentCount += 1;
    for (const reply of comment.replies ?? []) {
      await comments.postComment(members[reply.author] as Viewer, liveryId, { body: reply.body, parentId: top.id });
      commentCount += 1;
    }
  }

  const ratings = createRatingsService(db, dialect);
  let ratingCount = 0;
  for (const [m, member] of members.entries()) {
    for (const [i, id] of liveryIds.entries()) {
      // About four votes a livery, so Top rated has averages to weigh.
      if (plan[i]?.uploader === m || (i + m) % 3 === 0) continue;
      await ratings.rate(member, id, DEMO_RATING_STARS[(i + m) % DEMO_RATING_STARS.length] as number);
      ratingCount += 1;
    }
  }
  return { comments: commentCount, ratings: ratingCount };
}

async function readCatalogue(repo: ReturnType<typeof createDemoSeedRepository>) {
  const rows = await repo.modelsWithClass();
  const byClass = new Map<string, string[]>();
  for (const row of rows) byClass.set(row.className, [...(byClass.get(row.className) ?? []), row.modelName]);
  return [...byClass].map(([className, models]) => ({ className, models }));
}

/** A temp-file writer that remembers what it wrote, as `readUploadParts` does. */
function tempWriter(deps: AppDeps) {
  const tempFiles: string[] = [];
  const write = async (data: Buffer, ext: '.zip' | '.img') => {
    const tempPath = await deps.tempFiles.createTempPath(ext);
    tempFiles.push(tempPath);
    await writeFile(tempPath, data, { mode: PRIVATE_FILE_MODE });
    return tempPath;
  };
  return { tempFiles, write };
}

/** The parts of a new version (issue 19): the new zip and flat view, the changelog; the gallery stays. */
async function versionParts(deps: AppDeps, design: LiveryDesign, changelog: string) {
  const files = await makeDemoLiveryFiles(design);
  const { tempFiles, write } = tempWriter(deps);
  return {
    fields: new Map<string, string[]>([[VERSION_PARTS.changelog, [changelog]]]),
    liveryFile: await write(await zipLiveryFiles(files), '.zip'),
    screenshots: [],
    texturePreview: await write(files.texturePreview, '.img'),
    regionOverlay: await write(files.regionOverlay, '.img'),
    tempFiles,
  };
}

/** The parts of a multipart upload, as `readUploadParts` leaves them in the temp folder. */
async function uploadParts(deps: AppDeps, livery: DemoLivery, index: number, tagIds: Map<string, number>) {
  const files = await makeDemoLiveryFiles(livery.design);
  const { tempFiles, write: writeTemp } = tempWriter(deps);
  const liveryFile = await writeTemp(await zipLiveryFiles(files), '.zip');
  const screenshots: string[] = [];
  for (const shot of files.screenshots.slice(0, LIMITS.screenshotsMax)) screenshots.push(await writeTemp(shot, '.img'));
  const fields = new Map<string, string[]>([
    [UPLOAD_PARTS.title, [livery.title]],
    [UPLOAD_PARTS.carClassName, [livery.className]],
    [UPLOAD_PARTS.carModelName, [livery.modelName]],
    ...(livery.description ? [[UPLOAD_PARTS.description, [livery.description]] as [string, string[]]] : []),
    [UPLOAD_PARTS.tagIds, livery.tagNames.flatMap((name) => (tagIds.has(name) ? [String(tagIds.get(name))] : []))],
    ...Object.entries(demoRegionFields(index)).map(([k, v]) => [k, [v]] as [string, string[]]),
  ]);
  return {
    fields,
    liveryFile,
    screenshots,
    texturePreview: await writeTemp(files.texturePreview, '.img'),
    regionOverlay: await writeTemp(files.regionOverlay, '.img'),
    tempFiles,
  };
}
