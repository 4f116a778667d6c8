import * as s from '../../schema';
import { bookingShopDefs, parcelTypeDefs } from '../data/parcels-booking';
import { LOCALES } from '../data/types';
import { art } from '../model';
import { must, type Tx } from './common';

/** Parcel types with their options, and the restaurants' booking set-up (issue #18). */
export async function insertParcelsAndBooking(tx: Tx, shopIds: ReadonlyMap<string, number>, now: Date): Promise<void> {
  for (const [position, def] of parcelTypeDefs.entries()) {
    const [type] = await tx.insert(s.parcelTypes).values({
      tag: def.tag, img: art.parcelType(def).path, position,
      minG: def.g[0], maxG: def.g[1], minLength: def.length[0], maxLength: def.length[1], minWidth: def.width[0], maxWidth: def.width[1],
      minHeight: def.height[0], maxHeight: def.height[1], price: def.price, pricePerKm: def.pricePerKm,
    }).returning({ id: s.parcelTypes.id });
    await tx.insert(s.parcelTypeTranslations).values(LOCALES.map((locale) => ({ parcelTypeId: type!.id, locale, title: def.name[locale] })));
    for (const [i, option] of def.options.entries()) {
      const [row] = await tx.insert(s.parcelOptions).values({ parcelTypeId: type!.id, position: i }).returning({ id: s.parcelOptions.id });
      await tx.insert(s.parcelOptionTranslations).values(LOCALES.map((locale) => ({ parcelOptionId: row!.id, locale, title: option[locale] })));
    }
  }
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
  for (const def of bookingShopDefs) {
    const shopId = must(shopIds, def.shop, 'shop');
    await tx.insert(s.bookingConfigs).values({ shopId, maxTime: def.maxTime });
    await tx.insert(s.bookingWorkingDays).values(days.map((day) => ({ shopId, day, from: def.from, to: def.to })));
    if (def.shop === 'mar-y-tierra-cevicheria') {
      // A holiday far enough ahead never to meet a test's next days.
      await tx.insert(s.bookingClosedDates).values({ shopId, day: `${now.getUTCFullYear() + 1}-05-01` });
    }
    for (const [position, section] of def.sections.entries()) {
      const [row] = await tx.insert(s.shopSections).values({ shopId, area: section.area, img: art.section(def.shop, section).path, position })
        .returning({ id: s.shopSections.id });
      await tx.insert(s.shopSectionTranslations).values(LOCALES.map((locale) => ({
        shopSectionId: row!.id, locale, title: section.name[locale], description: section.description[locale],
      })));
      await tx.insert(s.bookingTables).values(section.tables.map(([name, chairCount]) => ({ shopSectionId: row!.id, name, chairCount })));
    }
  }
}
