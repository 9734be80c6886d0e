/**
 * Writing organizations (docs/organizations.md). Only the Administrator does, and only while option
 * `organizations_shown` is on.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { idSchema, requiredString } from './common.js';

/** `POST /organization` and `PUT /organization/{id}`. */
export const organizationInputSchema = z.strictObject({
  name: requiredString(limits.organizationNameMax, 'organizationNameExceeded'),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;

/**
 * `DELETE /organization/{id}?move_to={otherId}`. An organization that still holds reports is deleted
 * only when they move to another organization in the same step (`move_to`); its folders and its own
 * tags move with them. Without reports, `move_to` may be left out: folders and tags go.
 */
export const organizationDeleteQuerySchema = z.strictObject({
  move_to: z.optional(idSchema),
});
export type OrganizationDeleteQuery = z.input<typeof organizationDeleteQuerySchema>;

/**
 * `GET /organization/{id}/usage`: what deleting the organization touches, for its warning.
 * Users lose the membership; `users_left_without` of them belong to no other organization and are
 * deactivated (their sessions end). Layers are removed with their files.
 */
export const organizationUsageSchema = z.object({
  reports: z.int(),
  users: z.int(),
  users_left_without: z.int(),
  folders: z.int(),
  layers: z.int(),
  tags: z.int(),
});
export type OrganizationUsage = z.infer<typeof organizationUsageSchema>;
