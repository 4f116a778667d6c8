import type { TranslationKey } from '../lib/i18n/en';

/**
 * The footer's own pages (issue #19): where content links belong. Other areas append theirs here
 * (e.g. become a seller, deliver with us) rather than editing the footer's markup.
 */
export const FOOTER_LINKS: ReadonlyArray<readonly [path: string, label: TranslationKey]> = [
  ['/about', 'content.footer.about'],
  ['/careers', 'content.footer.careers'],
  ['/blog', 'content.menu.blog'],
  ['/recipes', 'content.menu.recipes'],
  ['/help', 'content.menu.help'],
  ['/terms', 'content.footer.terms'],
  ['/privacy', 'content.footer.privacy'],
];
