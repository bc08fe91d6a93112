import { messages } from '../../locales/messages';
import { everyMenu, field, listOf } from '../builders';
import { defineResource } from '../define';
import { textLimits } from '../text-limits';
import { uploadFile } from '../uploads';
import { rules } from '../wire';

export const name = 'lead-messages';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'lead-requests',
  menus: everyMenu,
  service: 'main',
  list: listOf('/message-request/request-id/{request_id}', 'data'),
  create: {
    method: 'post',
    path: '/message-request',
    success: rules.body201,
    message: messages.messageSent,
    uploadFirst: { field: 'file', as: 'image_url', folder: 'message-request', operation: uploadFile },
  },
  // what the conversation reads of a message (its screen is LeadChat, never a generic form)
  fields: [
    // a reply's longest text (the reply box counts it and refuses a longer one)
    field('message', {
      inForm: false,
      maxLength: textLimits.message,
      accepts: ['message', 'text', 'body'],
    }),
    field('image_url', { type: 'image', inForm: false, accepts: ['image_url', 'image', 'file_url'] }),
    field('sender', { inForm: false, accepts: ['sender', 'sender_role', 'from'] }),
    field('sender_name', { inForm: false, accepts: ['sender_name', 'sender.name', 'name'] }),
    field('created_at', { type: 'datetime', inForm: false, accepts: ['created_at', 'createdAt'] }),
  ],
});
