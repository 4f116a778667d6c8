import type { Motif } from '../art/motifs';
import { t, type Tr } from './types';

/**
 * Demo parcel types (issue #18; contract §3.14) and the restaurants' reservation set-up (§3.15):
 * sections with pictures, tables with seats, booking hours. Prices are base currency (USD).
 */

export type ParcelTypeDef = {
  tag: string;
  motif: Motif;
  hue: number;
  name: Tr;
  /** Grams, then cm: [min, max]. */
  g: [number, number];
  length: [number, number];
  width: [number, number];
  height: [number, number];
  price: string;
  pricePerKm: string;
  options: Tr[];
};

export const parcelTypeDefs: readonly ParcelTypeDef[] = [
  {
    tag: 'documents', motif: 'envelope', hue: 210, name: t('Documents', 'Documentos', 'مستندات'),
    g: [0, 1000], length: [0, 40], width: [0, 30], height: [0, 5], price: '2.00', pricePerKm: '0.40',
    options: [t('Contracts', 'Contratos', 'عقود'), t('Keys', 'Llaves', 'مفاتيح'), t('Confidential', 'Confidencial', 'سري')],
  },
  {
    tag: 'small-box', motif: 'parcelBox', hue: 30, name: t('Small box', 'Caja pequeña', 'صندوق صغير'),
    g: [0, 5000], length: [0, 40], width: [0, 40], height: [0, 30], price: '3.50', pricePerKm: '0.60',
    options: [t('Fragile', 'Frágil', 'قابل للكسر'), t('Gift', 'Regalo', 'هدية'), t('Clothes', 'Ropa', 'ملابس')],
  },
  {
    tag: 'large-box', motif: 'parcelBox', hue: 15, name: t('Large box', 'Caja grande', 'صندوق كبير'),
    g: [0, 20000], length: [0, 80], width: [0, 60], height: [0, 60], price: '6.00', pricePerKm: '0.90',
    options: [t('Fragile', 'Frágil', 'قابل للكسر'), t('Electronics', 'Electrónica', 'إلكترونيات'), t('This side up', 'Este lado arriba', 'هذا الجانب للأعلى')],
  },
  {
    tag: 'groceries', motif: 'basket', hue: 100, name: t('Groceries', 'Mercado', 'بقالة'),
    g: [0, 15000], length: [0, 60], width: [0, 40], height: [0, 40], price: '4.00', pricePerKm: '0.70',
    options: [t('Keep cold', 'Mantener frío', 'يحفظ باردًا'), t('Eggs inside', 'Lleva huevos', 'يحتوي على بيض')],
  },
];

export type SectionDef = { key: string; name: Tr; description: Tr; area: number; motifs: readonly Motif[]; hue: number; tables: ReadonlyArray<[string, number]> };

const hall = (motifs: readonly Motif[], hue: number): SectionDef => ({
  key: 'hall', name: t('Main hall', 'Salón principal', 'القاعة الرئيسية'),
  description: t('Bright tables in the heart of the restaurant.', 'Mesas luminosas en el corazón del restaurante.', 'طاولات مشرقة في قلب المطعم.'),
  area: 120, motifs, hue, tables: [['A1', 2], ['A2', 2], ['A3', 4], ['A4', 4], ['A5', 6]],
});
const terrace = (motifs: readonly Motif[], hue: number): SectionDef => ({
  key: 'terrace', name: t('Terrace', 'Terraza', 'التراس'),
  description: t('Open air, with a view of the street.', 'Al aire libre, con vista a la calle.', 'في الهواء الطلق مع إطلالة على الشارع.'),
  area: 60, motifs, hue, tables: [['T1', 2], ['T2', 4], ['T3', 4]],
});
const privateRoom = (motifs: readonly Motif[], hue: number): SectionDef => ({
  key: 'private', name: t('Private room', 'Salón privado', 'غرفة خاصة'),
  description: t('For groups and celebrations.', 'Para grupos y celebraciones.', 'للمجموعات والاحتفالات.'),
  area: 40, motifs, hue, tables: [['P1', 8], ['P2', 12]],
});

/** Restaurants that take bookings (they have `hasSection` in shops-restaurants.ts). */
export const bookingShopDefs: ReadonlyArray<{ shop: string; maxTime: number; from: string; to: string; sections: readonly SectionDef[] }> = [
  { shop: 'la-brasa-paisa', maxTime: 3, from: '12:00', to: '22:00', sections: [hall(['bandeja', 'arepa', 'juice'], 22), terrace(['empanadas', 'juice'], 40), privateRoom(['soup', 'bandeja'], 10)] },
  { shop: 'forno-napoli', maxTime: 3, from: '12:00', to: '23:00', sections: [hall(['pizza', 'wineGlass', 'pasta'], 8), terrace(['pizzaSlice', 'salad'], 30)] },
  { shop: 'sakura-sushi-bar', maxTime: 2, from: '12:00', to: '22:00', sections: [hall(['makiRolls', 'nigiriPair'], 350), privateRoom(['ramen', 'poke'], 330)] },
  { shop: 'mar-y-tierra-cevicheria', maxTime: 3, from: '12:00', to: '21:00', sections: [hall(['ceviche', 'fishPlate'], 190), terrace(['shrimp', 'juice'], 170)] },
];
