import { z } from 'zod';
import { isCleanSingleLineText, TEXT_MESSAGES } from '../text';

/**
 * Personal access tokens (issue 35): what a token may do. `read` reads what the member could read
 * on the site; `upload` publishes and edits their liveries and versions; `collections` manages
 * their collections. Account, password, e-mail, deletion, token management and admin routes take
 * no token whatever its scopes.
 */
export const API_TOKEN_SCOPES = ['read', 'upload', 'collections'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How long a new token lasts, in days; null: until revoked. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

export const API_TOKEN_LIMITS = {
  nameMax: 60,
  /** Live (neither revoked nor expired) tokens a member may hold at once. */
  perMember: 20,
  /** Every token starts with this, so leaked ones are easy to recognise (and to search for). */
  prefix: 'pdk_',
} as const;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name, so you can tell it apart later.',
  nameTooLong: `The name can be at most ${API_TOKEN_LIMITS.nameMax} characters.`,
  scopesRequired: 'Choose at least one scope.',
  scopeUnknown: `Scopes are ${API_TOKEN_SCOPES.join(', ')}.`,
  scopeRepeated: 'Each scope can be chosen once.',
  expiryUnknown: `The expiry must be ${API_TOKEN_EXPIRY_DAYS.join(', ')} days, or null for none.`,
  tooMany: `You can hold at most ${API_TOKEN_LIMITS.perMember} active tokens. Revoke one you no longer use first.`,
  notFound: 'That token does not exist, or is not yours.',
  /** The `Authorization` header is not `Bearer <token>`. */
  malformedHeader: 'The Authorization header must be "Bearer" followed by a token.',
  unknown: 'This API token is not valid. Check that it was copied whole, or create a new one in Settings → API tokens.',
  revoked: 'This API token has been revoked. Create a new one in Settings → API tokens.',
  expired: (on: string) => `This API token expired on ${on}. Create a new one in Settings → API tokens.`,
  /** A route that declares no scope: account, password, e-mail, deletion, tokens, admin, and the rest. */
  notAccepted: 'API tokens cannot be used for this. Sign in on the website to do it.',
  missingScope: (scope: ApiTokenScope) => `This API token does not have the "${scope}" scope this needs.`,
  rateLimited: 'Too many requests with this API token. Please wait a minute and try again.',
} as const;

export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scopeUnknown });

export const CreateApiTokenSchema = z.strictObject({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_LIMITS.nameMax, API_TOKEN_MESSAGES.nameTooLong)
    .refine(isCleanSingleLineText, TEXT_MESSAGES.singleLine('The name')),
  scopes: z
    .array(ApiTokenScopeSchema, { error: API_TOKEN_MESSAGES.scopesRequired })
    .min(1, API_TOKEN_MESSAGES.scopesRequired)
    .refine((scopes) => new Set(scopes).size === scopes.length, API_TOKEN_MESSAGES.scopeRepeated),
  expiresInDays: z.union(
    [
      z.literal(API_TOKEN_EXPIRY_DAYS[0]),
      z.literal(API_TOKEN_EXPIRY_DAYS[1]),
      z.literal(API_TOKEN_EXPIRY_DAYS[2]),
      z.null(),
    ],
    { error: API_TOKEN_MESSAGES.expiryUnknown },
  ),
});
export type CreateApiTokenInput = z.infer<typeof CreateApiTokenSchema>;

/** A token as its member sees it in the list: never its value, which is shown once at creation. */
export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(ApiTokenScopeSchema),
  /** The value's last four characters, to match a token in a script with its row. */
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenSchema) });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

/** The answer to creating a token: the only time its value is ever sent. */
export const CreatedApiTokenSchema = z.object({ token: ApiTokenSchema, value: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;
