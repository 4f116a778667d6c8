import { z } from 'zod';

/**
 * The delivery location the visitor browses for (spec §3 "client settings: location, address").
 * Kept in the `address` cookie as JSON so server rendering already lists the shops that deliver
 * there; visitors without one get the marketplace's default location from the settings.
 */
export const chosenAddress = z.object({
  address: z.string().trim().max(300),
  location: z.object({
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
  }),
});
export type ChosenAddress = z.infer<typeof chosenAddress>;

export const ADDRESS_COOKIE = 'address';

/** Settings keys of the default location (seeded; an operator sets them in the admin panel). */
export function defaultAddress(settings: Record<string, string>): ChosenAddress {
  return {
    address: settings.address ?? '',
    location: {
      latitude: Number(settings.default_lat) || 0,
      longitude: Number(settings.default_lng) || 0,
    },
  };
}

/** The cookie's address, or the default one when it is missing or not valid. */
export function readChosenAddress(raw: string | undefined, settings: Record<string, string>): ChosenAddress & { isDefault: boolean } {
  if (raw) {
    try {
      const parsed = chosenAddress.safeParse(JSON.parse(raw));
      if (parsed.success) return { ...parsed.data, isDefault: false };
    } catch {
      // A hand-edited or truncated cookie: fall back to the default location.
    }
  }
  return { ...defaultAddress(settings), isDefault: true };
}

/** The contract's query shape for "shops delivering here" (§1.2 `address[latitude]=…`). */
export function addressQuery(address: ChosenAddress) {
  return { address: { latitude: address.location.latitude, longitude: address.location.longitude } };
}
