/**
 * Chat limits without zod: the storefront's composer reads them at run time (contract/chat.ts
 * re-exports them with the schemas), so the chat widget's chunk does not carry the schemas.
 */
export const CHAT_TEXT_MAX = 2000;
