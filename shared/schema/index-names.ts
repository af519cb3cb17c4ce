/**
 * Index names a query names itself (`INDEXED BY`), declared here for the schema and the query alike. A record's
 * published fields by its id (pb_hooks/src/lib/pages/sitemap.ts): SQLite takes the primary key's own index for
 * `id = ?`, unique, and reads the row beside it, 4 KB of body for a few short fields (issue 34).
 */
export const originalsIndex = (collection: string) => `idx_${collection}_originals`;
