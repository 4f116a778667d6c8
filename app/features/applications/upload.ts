import type { Envelope } from '../../../contract/http';
import type { GalleryUpload } from '../../../contract/profile';
import type { ApiClient } from '../../lib/api/client';
import { ApiResponseError } from '../../lib/api/client';

/**
 * G1 `POST dashboard/galleries` from an action: the picture's `title` (its URL) to send in a body.
 * A refusal of the picture (`params.image`) is rethrown as a refusal of `field`, so the form shows
 * it at the right file input.
 */
export async function uploadPicture(api: ApiClient, file: File, field: string, type: 'shops' | 'users' = 'shops'): Promise<string> {
  const upload = new FormData();
  upload.append('image', file);
  upload.append('type', type);
  try {
    const { data } = await api.post<Envelope<GalleryUpload>>('dashboard/galleries', upload);
    return data.title;
  } catch (error) {
    if (!(error instanceof ApiResponseError) || !error.data) throw error;
    const params = error.data.params ?? {};
    const message = params.image?.[0] ?? error.data.message;
    throw new ApiResponseError(error.status, { ...error.data, params: { [field]: [message] } });
  }
}
