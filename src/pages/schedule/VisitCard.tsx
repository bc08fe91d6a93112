import { CompassOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';

import { optionLabel } from '../../components/format';
import { displayPhone, isMobile, normalizePhone, telHref, whatsAppHref } from '../../components/phone';
import { contactMessage } from '../../components/PhoneLinks';
import { StatusTag } from '../../components/StatusTag';
import { agendaTexts as texts } from '../../locales/agenda';
import { fill } from '../../locales/ui';
import { textOf } from '../../resources/read-field';
import type { ResourceDecl } from '../../resources/types';
import { mapsLink } from '../../session/quick-replies';
import { useVisitAddress } from './visit-place';

/** The status a visit on the agenda has unless it says otherwise: no tag for it. */
const SCHEDULED = 'scheduled';

/**
 * One visit: who (the customer), the listing and where it is, the note, and one tap to call, to write
 * on WhatsApp and to get directions. A field the schedule leaves empty is left out, label and all.
 */
export function VisitCard({ decl, visit }: { decl: ResourceDecl; visit: BaseRecord }) {
  const customer = textOf(visit.customer_name);
  const listing = textOf(visit.title);
  const note = textOf(visit.note);
  const address = useVisitAddress(visit);
  const number = normalizePhone(visit.phone);
  const rawPhone = textOf(visit.phone);
  const phoneField = decl.fields?.find((field) => field.key === 'phone');
  const statusField = decl.fields?.find((field) => field.key === 'status');
  const status = textOf(visit.status);
  const who = customer || texts.customer;
  return (
    <article
      className="agenda-visit"
      aria-label={[customer, listing].filter(Boolean).join(', ') || undefined}
    >
      <div className="agenda-visit-head">
        {customer && <strong className="agenda-visit-customer">{customer}</strong>}
        {status && status !== SCHEDULED && statusField && (
          <StatusTag
            tone={statusField.options?.find((option) => option.value === status)?.tone}
            label={optionLabel(statusField, status)}
          />
        )}
      </div>
      {listing && <div className="agenda-visit-listing">{listing}</div>}
      {address && <div className="agenda-visit-address">{address}</div>}
      {note && (
        <div className="agenda-visit-note">
          <span className="agenda-visit-label">{texts.note}:</span> {note}
        </div>
      )}
      {(number || rawPhone) && (
        <div className="agenda-visit-phone">{number ? displayPhone(number) : rawPhone}</div>
      )}
      {(number || address) && (
        <div className="agenda-visit-actions">
          {number && (
            <a
              className="agenda-action"
              href={telHref(number)}
              aria-label={fill(texts.callName, { name: who })}
            >
              <PhoneOutlined aria-hidden />
              <span>{texts.call}</span>
            </a>
          )}
          {number && isMobile(number) && (
            <a
              className="agenda-action agenda-action-wa"
              href={whatsAppHref(number, phoneField ? contactMessage(phoneField, visit) : undefined)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(texts.whatsAppName, { name: who })}
            >
              <WhatsAppOutlined aria-hidden />
              <span>{texts.whatsApp}</span>
            </a>
          )}
          {address && (
            <a
              className="agenda-action"
              href={mapsLink(address)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(texts.directionsTo, { place: listing || address })}
            >
              <CompassOutlined aria-hidden />
              <span>{texts.directions}</span>
            </a>
          )}
        </div>
      )}
    </article>
  );
}
