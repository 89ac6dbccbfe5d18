import {
  COLLECTION_LIMITS,
  COMMENT_LIMITS,
  LIMITS,
  REPORT_LIMITS,
  UPLOAD_PARTS,
  VERSION_LIMITS,
  VERSION_PARTS,
} from '@paddock/contract';

const MiB = 1024 * 1024;
const P = UPLOAD_PARTS;

/**
 * "Build on Paddock": the short guide at the top of /api/docs (the document's `info.description`,
 * Markdown). Figures come from the contract, so the guide says what the server enforces.
 */
export const BUILD_ON_PADDOCK = `Find, download, favourite, upload and moderate Le Mans Ultimate liveries.

## Build on Paddock
League tools, Discord bots and sync scripts use the same API as the site. Every operation below has a stable \`operationId\`; generate a client from [the document](/api/docs/json) (for example with openapi-typescript and openapi-fetch).

**Signing in.** Create a personal access token under **Settings → API tokens** and send it as \`Authorization: Bearer <token>\`. A token has scopes: \`read\` (your own lists and account reads), \`upload\` (liveries and their versions) and \`collections\` (your collections and league packs), and an expiry of 30, 90 or 365 days or none. It is shown once; revoke it there at any time. A token never reaches account settings, password, e-mail, account deletion or admin operations, whatever its scopes. Operations a token may call list \`bearerAuth\` with its scope; the others need the session cookie of \`signInWithEmail\` or \`signInWithUsername\`. Public reads need nothing. The auth operations' POSTs also need the header \`Origin\` set to this site's address.

**Uploading.** \`uploadLivery\` takes \`multipart/form-data\`: \`${P.title}\`, \`${P.carClassName}\`, \`${P.carModelName}\`, \`${P.description}\` (at most ${LIMITS.descriptionMax} characters), \`${P.tagIds}\` (one part per tag), \`${P.liveryFile}\` (a zip of exactly \`customskin.tga\` and \`customskin_region.tga\`, at most ${LIMITS.liveryZipBytesMax / MiB} MiB), \`${P.screenshots}\` (1–${LIMITS.screenshotsMax} JPEG, PNG or WebP images of at most ${LIMITS.screenshotBytesMax / MiB} MiB, the first one primary), \`RegionConfigurations[i].RegionName\`, \`.Material\` and the material's style fields for each region the region map holds, and optionally \`${P.texturePreview}\` + \`${P.regionOverlay}\` (1024² WebP flat views) and \`${P.regionShares}\` (JSON of the region map's colour shares). \`publishLiveryVersion\` takes \`${P.liveryFile}\`, \`${VERSION_PARTS.changelog}\` (1–${VERSION_LIMITS.changelogMax} characters) and optionally new screenshots and region parts. The request body schemas list every part with its type and limit.

**Rate limits.** Answers over a limit are \`429\` with \`Retry-After\` (seconds). Members publish at most ${LIMITS.uploadsPerHour} liveries or versions an hour by default and store up to a quota (\`413\` past it); ${COMMENT_LIMITS.perMinute} comments a minute and ${COMMENT_LIMITS.perDay} a day; ${REPORT_LIMITS.perMinute} reports a minute and ${REPORT_LIMITS.perDay} a day; ${COLLECTION_LIMITS.packDownloadsPerHour} league-pack downloads an hour. Sign-in, sign-up and the e-mail links are limited per client address and per account.

**Webhooks.** Instead of polling, a collection's owner (a league pack above all) adds webhook addresses on the collection's page, and a creator under Settings → Webhooks: Paddock POSTs when a livery in the collection gets a new version or is removed, or when the creator publishes a livery or a version. The body is a Discord webhook message (a Discord webhook address works as is) with a \`paddock\` JSON payload beside it, signed in \`X-Paddock-Signature\` (HMAC-SHA256 with the webhook's secret, shown once); only https to public addresses, retried with back-off, turned off after 10 failures in a row.

**Errors.** Every error is JSON \`{statusCode, code, message, errors?}\`: \`message\` is a human sentence to show, \`code\` a stable name to branch on, \`errors\` the fields at fault (\`{path, message}\`). \`400\` bad input, \`401\` not signed in (or an expired or revoked token), \`403\` not allowed, \`404\` not found, \`409\` conflict, \`413\` too large, \`415\` wrong file type, \`429\` rate limited, \`503\` try again later.`;
