/*
 * Where the editor opens, and the gallery's starting points it opens by id (the server's gallery catalogue
 * holds the same ids). A module of its own, without schemas, so the pages that link to the editor do not
 * download its contract.
 */

/** 'Start from scratch' and building blocks open the editor on this one. */
export const BLANK_TEMPLATE_ID = 1;
/** 'Create text only template' opens the editor on this one. */
export const TEXT_ONLY_TEMPLATE_ID = 2;

/** The editor (spec 3 §2.1) on a gallery template, or on one of the account's templates (`saved`). */
export const editorPagePath = (id: number, saved = false) => `/app/editor/v3/${saved ? '1/' : ''}${id}`;
