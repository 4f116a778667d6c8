import { VEHICLE_TYPES } from '../../../contract/application-values';
import type { FieldErrors } from '../profile/messages';
import { chosenFile, imageFileError } from './image-file';

/**
 * The /deliver application form read and checked before it goes to the API (contract/
 * applications.ts `deliverymanRequestBody`): the required fields and the licence picture's type and
 * size; the API decides the rest.
 */
export type CourierValues = { name: string; phone: string; city: string; vehicle_type: string; licence_title: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export function courierValues(form: FormData): CourierValues {
  return { name: text(form, 'name'), phone: text(form, 'phone'), city: text(form, 'city'), vehicle_type: text(form, 'vehicle_type'), licence_title: text(form, 'licence_title') };
}

export type CourierDraft = { name: string; phone: string; city: string; vehicle_type: (typeof VEHICLE_TYPES)[number]; licence: File | null };

export function parseCourierForm(form: FormData): { ok: true; value: CourierDraft } | { ok: false; errors: FieldErrors } {
  const v = courierValues(form);
  const errors: FieldErrors = {};
  if (!v.name) errors.name = { key: 'applications.api.nameRequired' };
  if (!v.phone) errors.phone = { key: 'account.phoneRequired' };
  if (!v.city) errors.city = { key: 'applications.api.cityRequired' };
  const vehicle = VEHICLE_TYPES.find((type) => type === v.vehicle_type);
  if (!vehicle) errors.vehicle_type = { key: 'applications.api.vehicleRequired' };
  const licence = chosenFile(form, 'licence');
  const problem = licence && imageFileError(licence);
  if (problem) errors.licence = problem;
  else if (!licence && !v.licence_title) errors.licence = { key: 'applications.api.licenceRequired' };
  if (Object.keys(errors).length || !vehicle) return { ok: false, errors };
  return { ok: true, value: { name: v.name, phone: v.phone.replace(/[\s()-]/g, ''), city: v.city, vehicle_type: vehicle, licence } };
}
