import { messages } from '../locales/messages';
import { field } from './builders';
import { fieldValue } from './read-field';
import type { OperationDecl } from './types';
import { rules } from './wire';

const URL_NAMES = ['url', 'location', 'Location', 'path', 'file_url', 'secure_url'] as const;

/** Where upload services put the stored file's address: top level first, then inside `data`. */
const uploadedUrl = field('url', {
  type: 'image',
  accepts: [...URL_NAMES, ...URL_NAMES.map((name) => `data.${name}`)],
});

/** POST /upload with `file` and `folder` (multipart); an operation's `uploadFirst` names it. */
export const uploadFile: OperationDecl = {
  service: 'upload',
  method: 'post',
  path: '/upload',
  encoding: 'multipart',
  success: rules.errorNull,
  messageFrom: ['error'],
  fallbackError: messages.uploadFailed,
  reply: [uploadedUrl],
};

/** The URL of an uploaded file in the upload service's reply, under any of the names it may use. */
export function uploadedUrlOf(reply: unknown): string | undefined {
  const url = fieldValue(reply, uploadedUrl);
  return typeof url === 'string' ? url.trim() : undefined;
}
