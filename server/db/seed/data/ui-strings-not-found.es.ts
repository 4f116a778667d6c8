import type { enNotFound } from '../../../../app/lib/i18n/en-not-found';

/** Spanish strings of the not-found page (app/lib/i18n/en-not-found.ts). */
export const esNotFound: Record<keyof typeof enNotFound, string> = {
  'not_found.title': 'Página no encontrada',
  'not_found.page': 'No hay ninguna página en {{path}}. Puede que el enlace sea antiguo o que la dirección esté mal escrita.',
  'not_found.shop': 'No encontramos esta tienda. Puede que haya cerrado o que tenga otra dirección.',
  'not_found.item': 'No encontramos lo que buscaba este enlace. Puede que lo hayan retirado.',
  'not_found.list_page': 'Esta lista no tiene tantas páginas.',
  'not_found.search_label': 'Busca restaurantes, tiendas y productos',
  'not_found.search': 'Buscar',
  'not_found.home': 'Ir a la página de inicio',
  'not_found.popular': 'Tiendas populares',
};
