import { rules } from '../http/success-rules';
import { messages } from '../locales/messages';
import { everyMenu } from './builders';
import type { OperationDecl, ResourceDecl } from './types';

/** POST /upload with `file` and `folder` (multipart); an operation's `uploadFirst` names it. */
export const uploadFile: OperationDecl = {
  service: 'upload',
  method: 'post',
  path: '/upload',
  encoding: 'multipart',
  success: rules.errorNull,
  messageFrom: ['error'],
  fallbackError: messages.uploadFailed,
};

export const uploadResources: ResourceDecl[] = [
  {
    // the upload service (docs/contract.md section 7): POST /upload with file and folder
    name: 'uploads',
    menus: everyMenu,
    service: 'main',
    actions: { file: uploadFile },
  },
];
