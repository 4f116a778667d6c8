import sharp from 'sharp';
import { z } from 'zod';
import { expect } from 'vitest';
import { address } from '../../../contract/addresses';
import { authSession, emailVerified, verificationStarted } from '../../../contract/auth';
import {
  contractNotification, contractNotificationStatistic, contractSearchedUser, contractWalletHistory, createdId, statusOnly,
} from '../../../contract/conformance';
import { galleryUpload, notificationSetting, profileUser } from '../../../contract/profile';
import { notifyCustomer } from '../../../server/modules/notifications/notify';
import { creditWallet } from '../../../server/modules/wallet/ledger';
import { lastCode, PASSWORD } from '../../support/auth';
import type { CaseContext, DomainSetup, EndpointCase } from './runner';

/**
 * The account side (contract §2.1 auth, §2.12 wallet, §2.14 addresses, §2.24 notifications,
 * §2.25 profile, §2.26 BS1, §2.27 gallery): sign-up and sign-in in the order a client goes
 * through them, then the signed-in customer's calls.
 */

const EMAIL = 'contract.account@example.com';

export const accountSetup: DomainSetup = async () => ({ email: EMAIL });

const firebaseRefusal = 'Firebase checks happen in the browser, so the server never saw proof (docs/decisions/0006-auth.md, 0007-social-sign-in.md): the contract body is refused with a 422 that says what to send';

const png = () => sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();

/** Fixtures a case's `check` stores for later cases (the new address's id…). */
const keep = (ctx: CaseContext, values: Record<string, string | number>): void => {
  Object.assign(ctx.f, values);
};

export const accountCases: readonly EndpointCase[] = [
  // §2.1 auth, a client's order: sign up by e-mail, sign in, reset the password.
  { id: 'A2', method: 'POST', path: 'auth/register', auth: 'public', query: { email: EMAIL }, shape: 'status', schema: verificationStarted },
  { id: 'A4', method: 'POST', path: 'auth/resend-verify', auth: 'public', query: { email: EMAIL }, shape: 'status', schema: verificationStarted },
  {
    id: 'A3', method: 'GET', path: 'auth/verify/{code}', auth: 'public', shape: 'status', schema: emailVerified,
    prepare: async (ctx) => ({ code: await lastCode(ctx.app, EMAIL) }),
  },
  {
    id: 'A5', method: 'POST', path: 'auth/after-verify', auth: 'public', shape: 'single', schema: authSession,
    json: { email: EMAIL, firstname: 'Marta', lastname: 'Gómez', gender: 'female', password: PASSWORD, password_confirmation: PASSWORD },
  },
  { id: 'A1', method: 'POST', path: 'auth/login', auth: 'public', json: { email: EMAIL, password: PASSWORD }, shape: 'single', schema: authSession },
  {
    id: 'A9', method: 'POST', path: 'auth/forgot/email-password', auth: 'public', query: { email: EMAIL }, shape: 'status', schema: z.unknown(),
    check: (body) => {
      if (typeof (body as { message?: unknown }).message !== 'string') throw new Error('A9: the body `message` is shown in a toast');
    },
  },
  {
    id: 'A10', method: 'POST', path: 'auth/forgot/email-password/{code}', auth: 'public', shape: 'single', schema: authSession,
    prepare: async (ctx) => ({ code: await lastCode(ctx.app, EMAIL) }),
    query: (ctx) => ({ verifyCode: ctx.f.code!, email: EMAIL }),
  },
  {
    id: 'A6', method: 'POST', path: 'auth/verify/phone', auth: 'public', status: 422, deviation: firebaseRefusal, shape: 'status', schema: statusOnly,
    json: { phone: 573001234567, firstname: 'Luis', lastname: 'Pérez', gender: 'male', password: PASSWORD, password_confirmation: PASSWORD, type: 'firebase' },
  },
  {
    id: 'A7', method: 'POST', path: 'auth/google/callback', auth: 'public', status: 422, deviation: firebaseRefusal, shape: 'status', schema: statusOnly,
    json: { name: 'Luis Pérez', email: 'luis.google@example.com', id: 'firebase-uid-1' },
  },
  {
    id: 'A8', method: 'POST', path: 'auth/facebook/callback', auth: 'public', status: 422, deviation: firebaseRefusal, shape: 'status', schema: statusOnly,
    json: { name: 'Luis Pérez', email: 'luis.facebook@example.com', id: 'fb-1', avatar: 'https://example.com/a.png' },
  },
  {
    id: 'A11', method: 'POST', path: 'auth/forgot/password/confirm', auth: 'public', status: 422, deviation: firebaseRefusal, shape: 'status', schema: statusOnly,
    json: { phone: 573001234567, type: 'firebase' },
  },

  // §2.25 profile
  { id: 'PR1', method: 'GET', path: 'dashboard/user/profile/show', auth: 'user', query: { currency_id: 1 }, shape: 'single', schema: profileUser },
  {
    id: 'PR2', method: 'PUT', path: 'dashboard/user/profile/update', auth: 'user', shape: 'single', schema: profileUser,
    json: { firstname: 'Camila', lastname: 'Ríos', birthday: '1990-04-12', gender: 'female' },
  },
  {
    // A new phone needs the code Comanda sent to it (decision 0006); without one the answer is the
    // contract's field error, read by the client as `params.phone[0]`.
    id: 'PR3', method: 'PUT', path: 'dashboard/user/profile/update', auth: 'user', status: 422, shape: 'status', schema: statusOnly,
    deviation: 'a new phone must be confirmed with a code the server sent (docs/decisions/0006-auth.md); the error is the contract\'s params.phone[0]',
    query: { firstname: 'Camila', lastname: 'Ríos', birthday: '1990-04-12', gender: 'female', phone: 573009998877 },
    check: (body) => {
      if (typeof (body as { params?: { phone?: unknown[] } }).params?.phone?.[0] !== 'string') throw new Error('PR3: the refusal must carry params.phone[0]');
    },
  },
  {
    id: 'PR4', method: 'POST', path: 'dashboard/user/profile/password/update', auth: 'user', shape: 'status', schema: z.unknown(),
    json: { password: 'another-pass-2', password_confirmation: 'another-pass-2' },
  },

  // §2.14 addresses
  {
    id: 'AD2', method: 'POST', path: 'dashboard/user/addresses', auth: 'user', shape: 'single', schema: createdId,
    json: { title: 'Casa', location: [6.2442, -75.5812], address: { address: 'Calle 10 #43-12', floor: '3', house: '301', entrance: 'B', comment: 'Portería' }, active: 1 },
    check: (body, ctx) => keep(ctx, { address: (body as { data: { id: number } }).data.id }),
  },
  { id: 'AD1', method: 'GET', path: 'dashboard/user/addresses', auth: 'user', query: { perPage: 100 }, shape: 'single', schema: z.array(address) },
  {
    id: 'AD3', method: 'PUT', path: 'dashboard/user/addresses/{address}', auth: 'user', shape: 'status', schema: z.unknown(),
    json: { title: 'Oficina', location: [6.25, -75.57], address: { address: 'Carrera 43A #1-50', floor: '', house: '', entrance: '', comment: '' }, active: 1 },
  },
  { id: 'AD4', method: 'POST', path: 'dashboard/user/address/set-active/{address}', auth: 'user', shape: 'status', schema: z.unknown() },
  { id: 'AD5', method: 'DELETE', path: 'dashboard/user/addresses/delete', auth: 'user', query: (ctx) => ({ 'ids[0]': ctx.f.address! }), shape: 'status', schema: z.unknown() },

  // §2.24 notifications
  {
    id: 'N1', method: 'GET', path: 'dashboard/notifications', auth: 'user', query: { page: 1, perPage: 5, column: 'id', sort: 'desc' }, shape: 'paginated', schema: contractNotification,
    // An order-status notification of the customer's, as the order lifecycle writes it; N4 reads it.
    prepare: async (ctx) => ({
      notification: await ctx.db.transaction((tx) => notifyCustomer(tx, {
        userId: ctx.userId, type: 'status_changed', title: '1001', body: 'Your order is ready', orderId: null, data: { id: 1001, type: 'order', status: 'ready' },
      })),
    }),
    check: (body) => expect((body as { data: unknown[] }).data).toHaveLength(1),
  },
  { id: 'N2', method: 'GET', path: 'dashboard/user/profile/notifications-statistic', auth: 'user', shape: 'bare', schema: contractNotificationStatistic },
  { id: 'N3', method: 'POST', path: 'dashboard/notifications/read-all', auth: 'user', json: {}, shape: 'status', schema: z.unknown() },
  { id: 'N4', method: 'POST', path: 'dashboard/notifications/{notification}/read-at', auth: 'user', shape: 'status', schema: z.unknown() },
  {
    id: 'N6', method: 'GET', path: 'dashboard/user/notifications', auth: 'user', shape: 'single', schema: z.array(notificationSetting),
    check: (body, ctx) => keep(ctx, { setting: (body as { data: Array<{ id: number }> }).data[0]!.id }),
  },
  {
    id: 'N7', method: 'POST', path: 'dashboard/user/update/notifications', auth: 'user', shape: 'status', schema: z.unknown(),
    json: (ctx) => ({ notifications: [{ notification_id: ctx.f.setting, active: 0 }] }),
  },
  { id: 'N8', method: 'POST', path: 'dashboard/user/profile/firebase/token/update', auth: 'user', json: { firebase_token: 'fcm-token-contract' }, shape: 'status', schema: z.unknown() },

  // §2.27 gallery: the stored picture's full URL in `title`
  {
    id: 'G1', method: 'POST', path: 'dashboard/galleries', auth: 'user', shape: 'single', schema: galleryUpload,
    prepare: async () => ({ png: (await png()).toString('base64') }),
    form: (ctx) => {
      const form = new FormData();
      form.set('image', new Blob([Buffer.from(String(ctx.f.png), 'base64')], { type: 'image/png' }), 'me.png');
      form.set('type', 'users');
      return form;
    },
    check: (body) => {
      if (!/^https?:\/\//.test((body as { data: { title: string } }).data.title)) throw new Error('G1: `title` must be an absolute URL (§1.9)');
    },
  },

  // §2.26 become a seller
  {
    id: 'BS1', method: 'POST', path: 'dashboard/user/shops', auth: 'user', shape: 'status', schema: statusOnly,
    json: (ctx) => ({
      title: { en: 'Camila Bakes' }, description: { en: 'Bread and cakes' }, address: { en: 'Calle 10 #43-12' }, phone: '+573001112233',
      images: [], categories: [], tags: [], min_amount: '10', tax: 0, price: 3, price_per_km: 1,
      delivery_time_type: 'minute', delivery_time_from: 20, delivery_time_to: 40, location: { latitude: 6.2442, longitude: -75.5812 },
      user_id: ctx.userId, type: 'shop',
    }),
  },

  // §2.12 wallet
  {
    id: 'W1', method: 'GET', path: 'dashboard/user/wallet/histories', auth: 'user', query: { page: 1, currency_id: 1 }, shape: 'paginated', schema: contractWalletHistory,
    prepare: async (ctx) => {
      await ctx.db.transaction((tx) => creditWallet(tx, { userId: ctx.userId, amount: '1.00', type: 'topup', note: 'Contract' }));
    },
    check: (body) => {
      if (!(body as { data: unknown[] }).data.length) throw new Error('W1: the movement just made is listed');
    },
  },
  {
    // Marta signed up in A5. Another customer's e-mail and phone are never shown (issue #17).
    id: 'W3', method: 'GET', path: 'dashboard/user/search-sending', auth: 'user', query: { search: 'Marta' }, shape: 'paginated', schema: contractSearchedUser,
    check: (body, ctx) => {
      const found = (body as { data: Array<Record<string, unknown>> }).data;
      if (found.length !== 1) throw new Error(`W3: Marta is found once, got ${found.length}`);
      for (const item of found) if ('email' in item || 'phone' in item) throw new Error('W3: no contact data of others');
      keep(ctx, { recipient: String(found[0]!.uuid) });
    },
  },
  { id: 'W4', method: 'POST', path: 'dashboard/user/wallet/send', auth: 'user', json: (ctx) => ({ price: 1, uuid: ctx.f.recipient!, currency_id: 1 }), shape: 'status', schema: statusOnly },
];
