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
