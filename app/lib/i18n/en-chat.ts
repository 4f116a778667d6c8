/**
 * English strings of the chat widget (issue #15, app/features/chat), kept apart from en.ts so the
 * area's strings live in one file; en.ts spreads them in. Spanish and Arabic:
 * server/db/seed/data/ui-strings-chat.{es,ar}.ts. `chat.error` is the spec's toast text (§8).
 */
export const enChat = {
  'chat.unread': 'Unread messages: {{count}}',
  'chat.support': 'Support',
  'chat.you': 'You',
  'chat.customer': 'Customer',
  'chat.messages': 'Messages',
  'chat.empty': 'No messages yet. Write to us and our team will answer here.',
  'chat.empty_operator': 'No messages in this chat yet.',
  'chat.rooms': 'Support chats',
  'chat.rooms_empty': 'No customer has written to support yet.',
  'chat.no_messages': 'No messages yet',
  'chat.back': 'Back to chats',
  'chat.message_label': 'Message',
  'chat.placeholder': 'Write a message…',
  'chat.hint': 'Enter sends, Shift+Enter adds a line',
  'chat.send': 'Send',
  'chat.sending': 'Sending…',
  'chat.error': 'chat error',
  'chat.load_earlier': 'Load earlier messages',
  'chat.loading': 'Loading…',
  'chat.load_failed': 'The chat could not be loaded.',
  'chat.retry': 'Try again',
} as const;
