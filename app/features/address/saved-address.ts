import type { Address } from '../../../contract/addresses';
import type { ChosenAddress } from './chosen-address';

/** A saved address (§3.13, `[lat, lng]`) as the chosen delivery address of the cookie. */
export function chosenFromSaved(saved: Pick<Address, 'address' | 'location'>): ChosenAddress {
  return { address: saved.address.address, location: { latitude: saved.location[0], longitude: saved.location[1] } };
}

/** Whether a saved address is the chosen one (same pin, to the metre). */
export function isChosen(saved: Pick<Address, 'location'>, chosen: ChosenAddress): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-5;
  return near(saved.location[0], chosen.location.latitude) && near(saved.location[1], chosen.location.longitude);
}
