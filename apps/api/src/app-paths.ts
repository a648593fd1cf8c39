import { fileURLToPath } from 'node:url';

/**
 * apps/api, found from this module: it runs from src/app-paths.ts under tsx and from dist/<entry>.js once
 * bundled (scripts/build.ts), both one folder below apps/api. Paths to files outside the bundle (migrations,
 * the web build, the data folder) start here, so they are the same in both.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
