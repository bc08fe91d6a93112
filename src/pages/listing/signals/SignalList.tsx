import { CopyOutlined, DollarOutlined, FileExclamationOutlined, PhoneOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { signalTexts } from '../../../locales/moderation';
import { findResource, pathOf, showPathOf } from '../../../resources';
import type { ResourceDecl, Values } from '../../../resources/types';
import type { Signal, SignalKind, SignalTarget } from './detect';

import './signals.css';

const colours: Record<SignalKind, string> = {
  duplicate: 'magenta',
  contact: 'volcano',
  incomplete: 'gold',
  price: 'purple',
};

/** A signal in a table's narrow column: its icon (its name and reason on hover and focus, and read out). */
const icons: Record<SignalKind, ReactNode> = {
  duplicate: <CopyOutlined />,
  contact: <PhoneOutlined />,
  incomplete: <FileExclamationOutlined />,
  price: <DollarOutlined />,
};

/** Where a signal leads: the other listing of a duplicate, the fair-price indicators, else the listing. */
function linkOf(
  decl: ResourceDecl,
  record: Values,
  signal: Signal,
  inForm = false,
  linked: (target: SignalTarget) => boolean = () => true,
): { to?: string; text: string } {
  if (signal.kind === 'price') {
    const indicators = findResource('fair-price-calculator');
    return { to: indicators && pathOf(indicators), text: signalTexts.openFairPrice };
  }
  if (signal.kind === 'duplicate' && signal.about)
    return {
      to: linked(signal.about) ? showPathOf(decl, { ...signal.about }) : undefined,
      text: signalTexts.openOther,
    };
  // a listing being written is where the person already is
  return { to: inForm ? undefined : showPathOf(decl, record), text: signalTexts.openListing };
}

/**
 * A listing's signals, each its name, its reason and a link to what it points at. `inForm`: beside the
 * listing's form, where a link opens in a new tab (what is typed stays) and none leads to the listing.
 * `linked`: which other listings have a page (not a row of a file being uploaded).
 */
export function SignalList({
  decl,
  record,
  signals,
  compact = false,
  inForm = false,
  linked,
}: {
  decl: ResourceDecl;
  record: Values;
  signals: readonly Signal[];
  compact?: boolean;
  inForm?: boolean;
  linked?: (target: SignalTarget) => boolean;
}) {
  if (compact) {
    // a table's cell: the names, each a link with its reason on hover and focus (and read out whole)
    return (
      <ul className="signal-list signal-list-compact">
        {signals.map((signal, index) => {
          const link = linkOf(decl, record, signal);
          const tag = (
            <Tag color={colours[signal.kind]} className="signal-tag signal-icon" aria-hidden>
              {icons[signal.kind]}
            </Tag>
          );
          const said = `${signalTexts[signal.kind]} ${signal.reason}`;
          return (
            <li key={`${signal.kind}-${index}`} className="signal" data-signal={signal.kind}>
              <Tooltip title={said}>
                {link.to ? (
                  <Link to={link.to} className="signal-tag-link">
                    {tag}
                    <span className="sr-only">
                      {said}. {link.text}
                    </span>
                  </Link>
                ) : (
                  <span tabIndex={0}>
                    {tag}
                    <span className="sr-only">{said}</span>
                  </span>
                )}
              </Tooltip>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <ul className="signal-list">
      {signals.map((signal, index) => {
        const link = linkOf(decl, record, signal, inForm, linked);
        return (
          <li key={`${signal.kind}-${index}`} className="signal" data-signal={signal.kind}>
            <Tag color={colours[signal.kind]} className="signal-tag">
              {signalTexts[signal.kind]}
            </Tag>
            <span className="signal-reason">{signal.reason}</span>{' '}
            {link.to && (
              <Link
                to={link.to}
                className="signal-link"
                {...(inForm ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {link.text}
                {inForm && <span className="sr-only"> {signalTexts.newTab}</span>}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
