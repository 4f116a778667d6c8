import { z } from 'zod';
import { HTTPS_OR_LOOPBACK_MESSAGE, isHttpsOrLoopback } from '../../lib/outbound-url';

/**
 * Payment provider settings from the environment (read by server/config.ts). A provider is on
 * only when its keys are set; the others are not offered and their endpoints answer 404. Each
 * `*_API_BASE` defaults to the provider's real API and exists so tests can point the adapter at
 * a local fake (tests/support/payment-fakes); sandbox or live follows the keys (test keys work
 * on the same host) except for PayPal, whose sandbox has its own host.
 */

const text = z.string().trim().max(2000).optional().transform((v) => v || undefined);
const apiBase = (fallback: string) =>
  z
    .string()
    .trim()
    .url()
    .refine(isHttpsOrLoopback, HTTPS_OR_LOOPBACK_MESSAGE)
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => (v ?? fallback).replace(/\/+$/, ''));

export const paymentsEnvSchema = z.object({
  // Minutes an order, parcel or top-up waits for its provider before it expires (stock released).
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_BASE: apiBase('https://api.stripe.com'),
  RAZORPAY_KEY_ID: text,
  RAZORPAY_KEY_SECRET: text,
  RAZORPAY_WEBHOOK_SECRET: text,
  RAZORPAY_API_BASE: apiBase('https://api.razorpay.com'),
  PAYSTACK_SECRET_KEY: text,
  PAYSTACK_API_BASE: apiBase('https://api.paystack.co'),
  MOYASAR_SECRET_KEY: text,
  MOYASAR_WEBHOOK_SECRET: text,
  MOYASAR_API_BASE: apiBase('https://api.moyasar.com'),
  PAYTABS_PROFILE_ID: text,
  PAYTABS_SERVER_KEY: text,
  // Your PayTabs region's host, e.g. https://secure-egypt.paytabs.com (default: the global one).
  PAYTABS_API_BASE: apiBase('https://secure.paytabs.com'),
  MERCADO_PAGO_ACCESS_TOKEN: text,
  MERCADO_PAGO_WEBHOOK_SECRET: text,
  MERCADO_PAGO_API_BASE: apiBase('https://api.mercadopago.com'),
  FLUTTERWAVE_SECRET_KEY: text,
  FLUTTERWAVE_WEBHOOK_HASH: text,
  FLUTTERWAVE_API_BASE: apiBase('https://api.flutterwave.com'),
  PAYPAL_CLIENT_ID: text,
  PAYPAL_CLIENT_SECRET: text,
  PAYPAL_WEBHOOK_ID: text,
  PAYPAL_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  // Overrides the host PAYPAL_MODE picks (api-m.sandbox.paypal.com / api-m.paypal.com).
  PAYPAL_API_BASE: apiBase(''),
});

type Env = z.infer<typeof paymentsEnvSchema>;

export type StripeConfig = { secretKey: string; webhookSecret: string; apiBase: string };
export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiBase: string };
export type PaystackConfig = { secretKey: string; apiBase: string };
export type MoyasarConfig = { secretKey: string; webhookSecret: string; apiBase: string };
export type PaytabsConfig = { profileId: string; serverKey: string; apiBase: string };
export type MercadoPagoConfig = { accessToken: string; webhookSecret: string; apiBase: string };
export type FlutterwaveConfig = { secretKey: string; webhookHash: string; apiBase: string };
export type PaypalConfig = { clientId: string; clientSecret: string; webhookId: string; apiBase: string };

export type ProvidersConfig = {
  stripe?: StripeConfig;
  razorpay?: RazorpayConfig;
  paystack?: PaystackConfig;
  moyasar?: MoyasarConfig;
  paytabs?: PaytabsConfig;
  'mercado-pago'?: MercadoPagoConfig;
  flutterWave?: FlutterwaveConfig;
  paypal?: PaypalConfig;
};

export type PaymentsConfig = {
  /** How long an unpaid provider payment holds its order's stock. */
  expiryMinutes: number;
  providers: ProvidersConfig;
};

/** Every provider whose keys (and webhook secret, where it has one) are all set. */
export function paymentsConfig(e: Env): PaymentsConfig {
  const p: ProvidersConfig = {};
  if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) p.stripe = { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE };
  if (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET) {
    p.razorpay = { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET, apiBase: e.RAZORPAY_API_BASE };
  }
  if (e.PAYSTACK_SECRET_KEY) p.paystack = { secretKey: e.PAYSTACK_SECRET_KEY, apiBase: e.PAYSTACK_API_BASE };
  if (e.MOYASAR_SECRET_KEY && e.MOYASAR_WEBHOOK_SECRET) p.moyasar = { secretKey: e.MOYASAR_SECRET_KEY, webhookSecret: e.MOYASAR_WEBHOOK_SECRET, apiBase: e.MOYASAR_API_BASE };
  if (e.PAYTABS_PROFILE_ID && e.PAYTABS_SERVER_KEY) p.paytabs = { profileId: e.PAYTABS_PROFILE_ID, serverKey: e.PAYTABS_SERVER_KEY, apiBase: e.PAYTABS_API_BASE };
  if (e.MERCADO_PAGO_ACCESS_TOKEN && e.MERCADO_PAGO_WEBHOOK_SECRET) {
    p['mercado-pago'] = { accessToken: e.MERCADO_PAGO_ACCESS_TOKEN, webhookSecret: e.MERCADO_PAGO_WEBHOOK_SECRET, apiBase: e.MERCADO_PAGO_API_BASE };
  }
  if (e.FLUTTERWAVE_SECRET_KEY && e.FLUTTERWAVE_WEBHOOK_HASH) p.flutterWave = { secretKey: e.FLUTTERWAVE_SECRET_KEY, webhookHash: e.FLUTTERWAVE_WEBHOOK_HASH, apiBase: e.FLUTTERWAVE_API_BASE };
  if (e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID) {
    const apiBase = e.PAYPAL_API_BASE || (e.PAYPAL_MODE === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com');
    p.paypal = { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, webhookId: e.PAYPAL_WEBHOOK_ID, apiBase };
  }
  return { expiryMinutes: e.PAYMENT_EXPIRY_MINUTES, providers: p };
}
