import type { HttpHandler } from 'msw';

import { db, newId, nowIso } from '../db';
import { collectionHandlers, findIndexById } from '../lib/crud';
import { fail, ok, readBody, reply, route, text } from '../lib/http';
import { documentCountBody, queryList } from '../lib/list';
import { isVariantShape } from '../lib/reply-shape';
import type { Lead, LeadMessage } from '../types';

interface LeadGroup {
  _id: string;
  property_id: string;
  house_id: string;
  title: string;
  city: string;
  total_leads: number;
  last_request_at: string;
}

/** Leads grouped by property, most recent first. */
function leadGroups(): LeadGroup[] {
  const groups = new Map<string, LeadGroup>();
  for (const lead of db.leads) {
    const group = groups.get(lead.property_id);
    if (group) {
      group.total_leads += 1;
      if (lead.created_at > group.last_request_at) group.last_request_at = lead.created_at;
      continue;
    }
    const listing = db.listings.find((candidate) => candidate.id === lead.property_id);
    groups.set(lead.property_id, {
      _id: lead.property_id,
      property_id: lead.property_id,
      house_id: listing?.house_id ?? '',
      title: listing?.title ?? lead.title,
      city: listing?.city ?? '',
      total_leads: 1,
      last_request_at: lead.created_at,
    });
  }
  return [...groups.values()];
}

type Shaped = Record<string, unknown>;

/** The record without its empty optional fields, its `_id` answered as `id`. */
function keyedById({ _id, ...rest }: { _id: string }, optional: readonly string[]): Shaped {
  const shaped: Shaped = { id: _id, ...rest };
  for (const key of optional) if (shaped[key] === '') delete shaped[key];
  return shaped;
}

/**
 * The variant reply shape (lib/reply-shape.ts): a group as a bare grouping answers it (`_id`,
 * `property_id` and its `count`, nothing of the listing), a lead and a message keyed by `id`, a lead
 * naming its agent by id only, a message without its sender's name.
 */
const variant = {
  group: ({ _id, property_id, total_leads }: LeadGroup): Shaped => ({ _id, property_id, count: total_leads }),
  // a lead names its agent by id alone, and carries no first answer (the clock reads its messages)
  lead: ({ agent_name: _agent, first_reply_at: _first, ...lead }: Lead): Shaped =>
    keyedById(lead, ['email', 'note']),
  message: ({ sender_name: _name, ...rest }: LeadMessage): Shaped => keyedById(rest, ['image_url']),
};

function shaped<T>(records: T[], shape: (record: T) => Shaped): Array<T | Shaped> {
  return isVariantShape() ? records.map(shape) : records;
}

export function leadHandlers(main: string): HttpHandler[] {
  const url = `${main}/request-cust`;
  return [
    route('get', `${url}/group-property_id`, ({ query }) => {
      const page = queryList(leadGroups(), query, {
        search: ['title', 'city', 'house_id'],
        defaultSort: { field: 'last_request_at', order: 'desc' },
      });
      return reply(200, documentCountBody({ ...page, items: shaped(page.items, variant.group) }));
    }),
    ...collectionHandlers<Lead>({
      url,
      idKey: '_id',
      records: () => db.leads,
      notFound: 'Lead tidak ditemukan',
      list: {
        search: ['name', 'email', 'phone', 'title', 'note'],
        defaultSort: { field: 'created_at', order: 'desc' },
        envelope: (page) => documentCountBody({ ...page, items: shaped(page.items, variant.lead) }),
      },
      remove: { message: 'Success remove lead' },
    }),
    route('post', url, async ({ request }) => {
      const body = await readBody(request);
      const listing = db.listings.find((candidate) => candidate.id === text(body.property_id));
      const entries = body.requestCusts;
      if (!Array.isArray(entries) || entries.length === 0) return fail(400, 'Data lead wajib diisi.');
      if (!listing) return fail(404, 'Properti tidak ditemukan');
      const created: Lead[] = [];
      for (const entry of entries as unknown[]) {
        const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
        if (!text(fields.name)) return fail(400, 'Nama lead wajib diisi.');
        created.push({
          _id: newId(),
          property_id: listing.id,
          title: listing.title,
          name: text(fields.name),
          phone: text(fields.phone),
          email: text(fields.email),
          note: text(fields.note),
          status: 'new',
          agent_id: listing.agent_id,
          agent_name: listing.agent_name,
          created_at: nowIso(),
        });
      }
      db.leads.push(...created);
      return ok(shaped(created, variant.lead), 'Success Added Lead');
    }),
    route('get', `${main}/message-request/request-id/:id`, ({ params }) =>
      reply(200, {
        status: 200,
        data: shaped(
          db.leadMessages
            .filter((message) => message.request_id === params.id)
            .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at)),
          variant.message,
        ),
      }),
    ),
    route('post', `${main}/message-request`, async ({ request, caller }) => {
      const body = await readBody(request);
      const lead = db.leads[findIndexById(db.leads, '_id', text(body.request_id))];
      if (!lead) return fail(404, 'Lead tidak ditemukan');
      const message = text(body.message);
      const imageUrl = text(body.image_url);
      if (!message && !imageUrl) return fail(400, 'Pesan wajib diisi.');
      const created: LeadMessage = {
        _id: newId(),
        request_id: lead._id,
        message,
        image_url: imageUrl,
        sender: 'admin',
        sender_name: caller.name,
        sender_id: caller.authId,
        created_at: nowIso(),
      };
      db.leadMessages.push(created);
      // the service computes a lead's first answer (the variant shape does not say it)
      lead.first_reply_at ??= created.created_at;
      return ok(isVariantShape() ? variant.message(created) : created, 'Pesan terkirim', 201);
    }),
  ];
}
