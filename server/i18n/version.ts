/**
 * The messages' version stamp. It is part of every message file's hash (server/i18n/messages.ts),
 * so changing it gives every file a new URL and browsers fetch them again. Staff overrides
 * (/man/translations, later) will bump a stamp kept in the database; until then this constant is
 * the only stamp (docs/decisions/0011-messages-per-namespace.md).
 */
export const MESSAGES_VERSION = '1';
