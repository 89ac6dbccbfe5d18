import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO strings in SQLite and Date objects from PostgreSQL; repositories normalise them. */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
/** A timestamp the database fills in when the insert leaves it out. */
type DefaultedTimestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
/** Booleans are 0/1 in SQLite and true/false in PostgreSQL. */
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** A boolean the database fills in when the insert leaves it out. */
type DefaultedBool = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;

export interface UserTable {
  id: Generated<number>;
  name: string;
  email: string;
  email_verified: Bool;
  image: string | null;
  created_at: DefaultedTimestamp;
  updated_at: Timestamp;
  username: string | null;
  display_username: string | null;
  role: string | null;
  banned: Bool | null;
  ban_reason: string | null;
  ban_expires: Timestamp | null;
  has_given_gdpr_consent: Bool | null;
  gdpr_consent_date: Timestamp | null;
  /** Set when the member anonymized their account (GDPR); the row then holds no personal data. */
  anonymized_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  /** TR39 confusable skeleton of the username (0008): look-alike names share it. */
  username_skeleton: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the address was first confirmed (0008); only a confirmed account holds its username. */
  confirmed_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** better-auth's sign-in methods; `password` is the hash of the credential account. */
export interface AccountTable {
  id: Generated<number>;
  account_id: string;
  provider_id: string;
  user_id: number;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * better-auth's one-time values; a reset token is stored as `reset-password:~<SHA-256 of the token>`
 * (`reset-password:<token>` for rows from before hashing), with the user id as value.
 */
export interface VerificationTable {
  id: Generated<number>;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An e-mail change waiting for its confirmation at the new address (one per member). */
export interface PendingEmailChangeTable {
  user_id: number;
  new_email: string;
  /** SHA-256 of the single-use token; the token itself is only in the e-mail. */
  token_hash: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

/** Stored objects whose rows are gone: deleted after the transaction, retried at start-up. */
export interface ObjectDeletionTable {
  key: string;
  created_at: DefaultedTimestamp;
}

export interface SessionTable {
  id: Generated<number>;
  expires_at: Timestamp;
  token: string;
  created_at: DefaultedTimestamp;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: number;
  impersonated_by: string | null;
}

export interface CarClassTable {
  id: Generated<number>;
  name: string;
  created_at: DefaultedTimestamp;
}

export interface CarModelTable {
  id: Generated<number>;
  car_class_id: number;
  name: string;
  /** Relative to the game folder, forward slashes (0010; defaults to UserData/Liveries). */
  install_folder: Generated<string>;
  created_at: DefaultedTimestamp;
}

export interface TagTable {
  id: Generated<number>;
  name: string;
  created_at: DefaultedTimestamp;
}

export interface LiveryTable {
  id: Generated<number>;
  uploader_id: number | null;
  car_model_id: number;
  title: string;
  description: Generated<string>;
  file_key: string;
  file_size: number;
  upload_date: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  download_count: Generated<number>;
  favorite_count: Generated<number>;
  /** Issue 19 (0015): votes, their stars and the Bayesian score ×10,000 (contract ratingScoreOf). */
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  rating_score: Generated<number>;
  /** Migration 0013: the number of the newest version, whose zip `file_key` is. */
  current_version: Generated<number>;
  /** Migration 0020, written only by triggers: the model's class, for the class filter's indexes. */
  car_class_id: ColumnType<number, never, never>;
  /** Migration 0020, written only by triggers: the uploader's username, for the author sort. */
  uploader_username: ColumnType<string | null, never, never>;
  /** Issue 36 (0031): the Paddock livery this one is based on; set null when it goes. */
  based_on_livery_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The credited work's name (kept when the Paddock livery goes), or an outside work's name. */
  based_on_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** An outside work's link (only when not based on a Paddock livery). */
  based_on_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The uploader's word on the permission they have. */
  based_on_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The author's word on liveries based on this one (0031: true for every older livery). */
  allow_derivatives: DefaultedBool;
}

/** Migration 0013: one published zip of a livery (1..n per livery). */
export interface LiveryVersionTable {
  id: Generated<number>;
  livery_id: number;
  number: number;
  file_key: string;
  file_size: number;
  changelog: string | null;
  created_at: DefaultedTimestamp;
  download_count: Generated<number>;
}

/** Issue 36: one version's perceptual fingerprint (migration 0030); no hash when it failed. */
export interface LiveryFingerprintTable {
  id: Generated<number>;
  livery_version_id: number;
  livery_id: number;
  texture_hash: string | null;
  band_0: number | null;
  band_1: number | null;
  band_2: number | null;
  band_3: number | null;
  colour: string | null;
  region_hash: string | null;
  attempts: Generated<number>;
  error: string | null;
  computed_at: DefaultedTimestamp;
}

/**
 * Issue 36 (0031): a suspected copy of another member's livery, opened by the fingerprint job or
 * from a "stolen content" report; both liveries set null when they go, their titles kept.
 */
export interface PossibleCopyCaseTable {
  id: Generated<number>;
  livery_id: number | null;
  original_livery_id: number | null;
  livery_title: string;
  original_title: string | null;
  /** Hamming distance of the texture hashes; null for a report whose original is not known. */
  distance: number | null;
  /** 'fingerprint' or 'report'. */
  source: string;
  report_id: number | null;
  /** 'Open', then 'Copy', 'Permitted' or 'FalseMatch'. */
  status: ColumnType<string, string | undefined, string>;
  resolved_by_id: number | null;
  resolved_at: Timestamp | null;
  resolution_message: string | null;
  created_at: DefaultedTimestamp;
}

export interface LiveryTagTable {
  livery_id: number;
  tag_id: number;
}

export interface ScreenshotTable {
  id: Generated<number>;
  livery_id: number;
  position: number;
  full_key: string;
  thumb_key: string;
  width: number;
  height: number;
  /** The WebP and its thumbnail, in bytes (0 for screenshots stored before migration 0008). */
  stored_bytes: Generated<number>;
}

export interface RegionConfigurationTable {
  id: Generated<number>;
  livery_id: number;
  region_name: string;
  material: string;
  base_style: string | null;
  flake_color: string | null;
  flake_strength: string | null;
}

/** Migration 0011: the flat view of a livery uploaded with one. */
export interface LiveryPreviewTable {
  livery_id: number;
  texture_key: string;
  overlay_key: string;
  stored_bytes: Generated<number>;
}

/** Migration 0011: a region-map colour's share (REGIONS or 'unrecognised'), per mille. */
export interface LiveryRegionShareTable {
  livery_id: number;
  region_name: string;
  share_per_mille: number;
}

export interface FavoriteTable {
  user_id: number;
  livery_id: number;
  created_at: DefaultedTimestamp;
}

export interface DownloadTable {
  id: Generated<number>;
  livery_id: number;
  user_id: number | null;
  client_hash: string;
  downloaded_at: DefaultedTimestamp;
  /** Migration 0013: the version fetched (null only for rows older than versions, none after the backfill). */
  livery_version_id: number | null;
}

export interface ReportTable {
  id: Generated<number>;
  livery_id: number | null;
  /** The reported livery's title, kept; a collection report keeps the collection's name here (0026). */
  livery_title: string;
  reporter_id: number | null;
  reason: string;
  comment: string | null;
  status: Generated<string>;
  created_at: DefaultedTimestamp;
  handled_by_id: number | null;
  handled_at: Timestamp | null;
  /** Issue 19 (0015): 'livery' or 'comment'; a comment report names the comment and keeps an excerpt. */
  target: Generated<string>;
  comment_id: ColumnType<number | null, number | null | undefined, number | null>;
  comment_excerpt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 34 §17 (0026): the reported collection of a 'collection' report (its name is in livery_title). */
  collection_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Issue 19 (0015): a comment on a livery, or a reply to one (one level deep). */
export interface LiveryCommentTable {
  id: Generated<number>;
  livery_id: number;
  parent_id: number | null;
  author_id: number | null;
  body: string;
  created_at: DefaultedTimestamp;
  edited_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  hidden_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  hidden_by_id: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** Issue 19 (0015): a member's 1–5 stars for a livery. */
export interface LiveryRatingTable {
  livery_id: number;
  member_id: number;
  stars: number;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  include_user_info: DefaultedBool;
  status: Generated<string>;
  created_at: DefaultedTimestamp;
}

export interface AuditEventTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  created_at: DefaultedTimestamp;
}

/** Migration 0014: a member following a creator. */
export interface FollowCreatorTable {
  follower_id: number;
  creator_id: number;
  created_at: DefaultedTimestamp;
}

/** Migration 0014: a member following a livery. */
export interface FollowLiveryTable {
  follower_id: number;
  livery_id: number;
  created_at: DefaultedTimestamp;
}

/** Migration 0014: the queue of what happened, fanned out to notifications in the background. */
export interface NotificationEventTable {
  id: Generated<number>;
  kind: string;
  actor_id: number | null;
  livery_id: number | null;
  livery_title: Generated<string>;
  recipient_id: number | null;
  parent_author_id: number | null;
  ref_id: number | null;
  excerpt: string | null;
  created_at: DefaultedTimestamp;
  processed_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0014: one notification of one member. */
export interface NotificationTable {
  id: Generated<number>;
  event_id: number;
  recipient_id: number;
  kind: string;
  actor_id: number | null;
  livery_id: number | null;
  livery_title: Generated<string>;
  ref_id: number | null;
  excerpt: string | null;
  created_at: DefaultedTimestamp;
  read_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0014: the member's daily digest choice. */
export interface NotificationPreferenceTable {
  user_id: number;
  daily_digest: DefaultedBool;
  last_digest_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  updated_at: DefaultedTimestamp;
}

/** Migration 0016: a member's named list of liveries; a league pack gives each a car number. */
export interface CollectionTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string | null;
  visibility: string;
  is_league_pack: DefaultedBool;
  /** Kept equal to the entries by triggers (0016). */
  entry_count: Generated<number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface CollectionEntryTable {
  collection_id: number;
  livery_id: number;
  position: number;
  car_number: string | null;
  driver_or_team: string | null;
  added_at: DefaultedTimestamp;
}

/** Liveries per car model (`tag_id` 0) and per model and tag, kept by 0018's triggers. */
export interface LiveryFacetCountTable {
  car_model_id: number;
  tag_id: number;
  n: number;
}

/** Settings of the deployment itself, by name (0023). */
export interface InstanceSettingTable {
  name: string;
  value: string;
}

/** One e-mail of the durable outbox (0024): pending until a try succeeds, failed after the last. */
export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  state: ColumnType<'pending' | 'sent' | 'failed', 'pending' | undefined, 'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date | string, Date | string, Date | string>;
  last_error: string | null;
  created_at: DefaultedTimestamp;
  sent_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** Issue 38 (0025): a model's nicknames, searched as part of its name. */
export interface CarModelAliasTable {
  id: Generated<number>;
  car_model_id: number;
  alias: string;
}

/** Issue 38 (0025), written only by triggers: each field folded to words, padded with spaces. */
export interface LiverySearchTable {
  livery_id: number;
  title_text: ColumnType<string, never, never>;
  model_text: ColumnType<string, never, never>;
  tag_text: ColumnType<string, never, never>;
  author_text: ColumnType<string, never, never>;
  description_text: ColumnType<string, never, never>;
}

/** Issue 38 (0025), written only by triggers: the words typos are corrected against. */
export interface SearchTermTable {
  id: Generated<number>;
  term: string;
}

/** Issue 38 (0029), written only by triggers: the words of descriptions, which typos are not corrected against. */
export type SearchDescriptionTermTable = SearchTermTable;
/** Issue 35 (0027): a member's personal access tokens, kept as the SHA-256 of their value. */
export interface ApiTokenTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  hint: string;
  scopes: string;
  created_at: DefaultedTimestamp;
  expires_at: Date | string | null;
  last_used_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  pending_email_change: PendingEmailChangeTable;
  object_deletion: ObjectDeletionTable;
  car_class: CarClassTable;
  car_model: CarModelTable;
  tag: TagTable;
  livery: LiveryTable;
  livery_version: LiveryVersionTable;
  livery_fingerprint: LiveryFingerprintTable;
  livery_tag: LiveryTagTable;
  livery_facet_count: LiveryFacetCountTable;
  screenshot: ScreenshotTable;
  region_configuration: RegionConfigurationTable;
  livery_preview: LiveryPreviewTable;
  livery_region_share: LiveryRegionShareTable;
  favorite: FavoriteTable;
  download: DownloadTable;
  report: ReportTable;
  livery_comment: LiveryCommentTable;
  livery_rating: LiveryRatingTable;
  contact_message: ContactMessageTable;
  audit_event: AuditEventTable;
  follow_creator: FollowCreatorTable;
  follow_livery: FollowLiveryTable;
  notification_event: NotificationEventTable;
  notification: NotificationTable;
  notification_preference: NotificationPreferenceTable;
  collection: CollectionTable;
  collection_entry: CollectionEntryTable;
  instance_setting: InstanceSettingTable;
  mail_outbox: MailOutboxTable;
  car_model_alias: CarModelAliasTable;
  livery_search: LiverySearchTable;
  search_term: SearchTermTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  search_description_term: SearchDescriptionTermTable;
  api_token: ApiTokenTable;
  possible_copy_case: PossibleCopyCaseTable;
}

/** Issue 35 §4 (0028): a member's webhook, for one of their collections or (collection null) their own liveries. */
export interface WebhookTable {
  id: Generated<number>;
  owner_id: number;
  collection_id: number | null;
  url: string;
  secret: string;
  enabled: ColumnType<boolean | number, boolean | number, boolean | number>;
  disabled_reason: string | null;
  consecutive_failures: Generated<number>;
  created_at: DefaultedTimestamp;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/** One POST to make (pending) or made (delivered, failed): the outbox and, kept, the webhook's log. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  payload: string;
  state: ColumnType<WebhookDeliveryState, WebhookDeliveryState | undefined, WebhookDeliveryState>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date | string, Date | string, Date | string>;
  status_code: number | null;
  last_error: string | null;
  created_at: DefaultedTimestamp;
  last_attempt_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}
