import { describe, expect, it } from 'vitest';
import { applicationMessages } from '../../../contract/application-messages';
import { GALLERY_MAX_BYTES } from '../../../contract/profile';
import { en } from '../../lib/i18n/en';
import { ApiResponseError } from '../../lib/api/client';
import { IMAGE_MAX_BYTES, imageFileError } from './image-file';
import { applicationFieldErrors, sellerFieldOf } from './messages';
import { parseSellerForm } from './seller-form';

const filled = (extra: Record<string, string> = {}) => {
  const form = new FormData();
  const fields = { title: 'Arepas', address: 'Calle 10', phone: '+57 300 111 2233', delivery_time_from: '20', delivery_time_to: '40', latitude: '4.6', longitude: '-74.08', ...extra };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

describe('seller form', () => {
  it('builds BS1 in the page language', () => {
    const form = filled();
    form.append('categories', '3');
    form.append('categories', 'x');
    const parsed = parseSellerForm(form, 'es');
    expect(parsed.ok && parsed.value.body).toMatchObject({
      title: { es: 'Arepas' }, address: { es: 'Calle 10' }, phone: '+573001112233', categories: [3], delivery_time_type: 'minute',
      location: { latitude: 4.6, longitude: -74.08 }, min_amount: '0', type: 'shop',
    });
  });

  it('says what to fix at each field', () => {
    const parsed = parseSellerForm(filled({ title: ' ', tax: 'ten', delivery_time_to: '' }), 'en');
    expect(parsed.ok ? null : parsed.errors).toEqual({
      title: { key: 'applications.api.titleRequired' }, tax: { key: 'applications.number' }, delivery_time_to: { key: 'account.required' },
    });
  });

  it('checks pictures like G1 (a test ties the size to the contract)', () => {
    expect(IMAGE_MAX_BYTES).toBe(GALLERY_MAX_BYTES);
    expect(imageFileError({ type: 'image/gif', size: 10 })).toEqual({ key: 'applications.image_type' });
    expect(imageFileError({ type: 'image/png', size: GALLERY_MAX_BYTES + 1 })).toEqual({ key: 'profile.api.imageTooLarge' });
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBeNull();
  });

  it("maps the API's fields and messages to the form's", () => {
    const error = new ApiResponseError(422, {
      status: false, message: 'The given data was invalid',
      params: { 'title.en': [applicationMessages.titleRequired], 'images.1': [applicationMessages.uploadFirst], 'location.latitude': ['Too big'] },
    } as never);
    expect(applicationFieldErrors(error, sellerFieldOf).errors).toEqual({
      title: { key: 'applications.api.titleRequired' }, cover: { key: 'applications.api.uploadFirst' }, location: { message: 'Too big' },
    });
    const conflict = new ApiResponseError(409, { status: false, message: applicationMessages.sellerPending } as never);
    expect(applicationFieldErrors(conflict, sellerFieldOf).errors).toEqual({ form: { key: 'applications.api.sellerPending' } });
  });

  it('has an interface string for every application message', () => {
    for (const name of Object.keys(applicationMessages)) expect(en[`applications.api.${name}` as keyof typeof en], name).toBeTruthy();
    expect(en['applications.api.passwordFirst']).toBe(applicationMessages.passwordFirst);
  });
});
