import { z } from 'zod';
import { ROLES } from '../constants';

export const RoleSchema = z.enum(ROLES);

export const CurrentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** Who is signed in, for the web app's start: anonymous is an answer here, not an error. */
export const SessionStateSchema = z.object({ user: CurrentUserSchema.nullable() });
export type SessionState = z.infer<typeof SessionStateSchema>;
