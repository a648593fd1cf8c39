import { z } from 'zod';
import { Module, Role } from './access.ts';

/** The zod side of access.ts, kept apart so that code needing only the rules does not load zod. */
export const moduleSchema = z.enum(Object.values(Module) as [Module, ...Module[]]);
export const roleSchema = z.enum(Object.values(Role) as [Role, ...Role[]]);
export const moduleAccessSchema = z.object({ module: moduleSchema, role: roleSchema });
