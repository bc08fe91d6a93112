import { useGetIdentity, useOne } from '@refinedev/core';
import { Avatar, Card, Skeleton } from 'antd';

import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { labelOfKey } from '../../locales/labels';
import { FOLLOW_SERVER } from '../../providers/query-client';
import type { FieldDecl, ResourceDecl } from '../../resources/types';
import { colors } from '../../theme/theme';
import { FieldDescriptions } from './FieldDescriptions';

import './record-view.css';

type Row = Record<string, unknown>;

const hiddenKeys = new Set(['id', '_id', '__v', 'password', 'avatar', 'image', 'photo']);
const dateKey = /(_at|_date|date)$/;

/** Scalars and lists of scalars; nested records and series (charts) are other screens' business. */
function isPlain(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => item === null || typeof item !== 'object');
  return value === null || typeof value !== 'object';
}

function typeOf(key: string, value: unknown): FieldDecl['type'] {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  return dateKey.test(key) ? 'date' : undefined;
}

/** The fields to show: the declared ones, else every plain value of the record. */
function fieldsOf(decl: ResourceDecl, record: Row): FieldDecl[] {
  if (decl.fields?.length) return decl.fields;
  return Object.entries(record)
    .filter(([key, value]) => !hiddenKeys.has(key) && isPlain(value))
    .map(([key, value]) => ({
      key,
      label: labelOfKey(key),
      type: typeOf(key, value),
    }));
}

/**
 * The generic one-record screen (e.g. Profil: `GET /agent-profile/{auth_id}`): the record of the
 * signed-in user, its path filled by the data provider from the session.
 */
export default function RecordView({ decl }: { decl: ResourceDecl }) {
  const { data: identity } = useGetIdentity<{ id: string }>();
  const id = identity?.id;
  const { query, result } = useOne<Row>({
    resource: decl.name,
    id: id ?? '',
    // read again when the person comes back to the tab or the network returns
    queryOptions: { enabled: Boolean(id), ...FOLLOW_SERVER },
  });
  const record = result as Row | undefined;
  const name = typeof record?.name === 'string' ? record.name : '';
  const avatar = typeof record?.avatar === 'string' && record.avatar ? record.avatar : undefined;

  return (
    <Card variant="borderless">
      <PageHeader title={decl.label} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !record ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      ) : (
        <>
          <div className="record-head">
            <Avatar size={64} src={avatar} style={{ background: colors.orange, fontSize: 24 }}>
              {name.slice(0, 1).toUpperCase() || '?'}
            </Avatar>
            <div>
              <div className="record-name">{name}</div>
              {typeof record.email === 'string' && <div className="record-email">{record.email}</div>}
            </div>
          </div>
          <FieldDescriptions fields={fieldsOf(decl, record)} record={record} />
        </>
      )}
    </Card>
  );
}
