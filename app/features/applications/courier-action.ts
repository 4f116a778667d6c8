import { data, redirect } from 'react-router';
import type { StorefrontContext } from '../../../contract/transport';
import { requireSession } from '../auth/require-session';
import type { FieldErrors } from '../profile/messages';
import { courierValues, parseCourierForm, type CourierValues } from './courier-form';
import { DELIVER_PATH } from './deliver-page';
import { IMAGE_MAX_BYTES } from './image-file';
import { applicationFieldErrors, courierFieldOf } from './messages';
import { uploadPicture } from './upload';

export type CourierActionData = { errors: FieldErrors; values?: CourierValues };

const refused = (errors: FieldErrors, status = 422, values?: CourierValues) =>
  data<CourierActionData>({ errors, ...(values ? { values } : {}) }, { status });

/**
 * The /deliver action (sign-in only): the licence picture to G1 (`type=users`), then `POST
 * dashboard/user/deliveryman-requests`. A refusal comes back per field with what was typed (and
 * the picture already uploaded); success is a 303 back to the page, which shows the application.
 */
export async function courierAction(request: Request, context: StorefrontContext) {
  const { api } = requireSession(request, context);
  if (Number(request.headers.get('Content-Length')) > IMAGE_MAX_BYTES + 64 * 1024) {
    return refused({ licence: { key: 'profile.api.imageTooLarge' } }, 413);
  }
  const form = await request.formData();
  const values = courierValues(form);
  const parsed = parseCourierForm(form);
  if (!parsed.ok) return refused(parsed.errors, 422, values);
  const { licence, ...body } = parsed.value;
  try {
    if (licence) values.licence_title = await uploadPicture(api, licence, 'licence', 'users');
    await api.post('dashboard/user/deliveryman-requests', { ...body, licence_img: values.licence_title });
  } catch (error) {
    const { errors, status } = applicationFieldErrors(error, courierFieldOf);
    return refused(errors, status, values);
  }
  return redirect(`${DELIVER_PATH}?saved=sent`, 303);
}
