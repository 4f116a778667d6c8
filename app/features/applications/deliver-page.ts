/** /deliver's address. */
export const DELIVER_PATH = '/deliver';
