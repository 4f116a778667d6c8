import type { enSocial } from '../../../../app/lib/i18n/en-social';

export const esSocial: Record<keyof typeof enSocial, string> = {
  'social.continueWithGoogle': 'Continuar con Google',
  'social.continueWithFacebook': 'Continuar con Facebook',
  'social.continueWithApple': 'Continuar con Apple',
  'social.otherWays': 'Otras formas de iniciar sesión',
  'social.error.cancelled': 'Se canceló el inicio de sesión.',
  'social.error.expired': 'El inicio de sesión tardó demasiado o ya se usó. Inténtalo de nuevo.',
  'social.error.unverified': 'El correo de esa cuenta no está confirmado. Confírmalo con el proveedor o regístrate con tu correo.',
  'social.error.emailInUse': 'Ya hay una cuenta con ese correo. Inicia sesión con su contraseña o de otra forma.',
  'social.error.unavailable': 'Esta forma de iniciar sesión no está disponible ahora. Inténtalo más tarde.',
  'social.error.failed': 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  'social.error.referral': 'Ese código de referido no es válido, así que no se creó ninguna cuenta. Vuelve a iniciar sesión para unirte sin él o pide a tu amigo su enlace.',
};
