import { ArrowLeftOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useNavigation, useOne } from '@refinedev/core';
import { Card, Skeleton } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { lazyDialog } from '../../components/lazy-part';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { fill, ui } from '../../locales/ui';
import { FOLLOW_SERVER } from '../../providers/query-client';
import type { FieldDecl, ResourceDecl, Values } from '../../resources/types';
import { RecordActions } from '../actions/RecordActions';
import { recordTitle } from '../common/record-title';
import { loadResourceFormModal } from '../form/load-form';
import { useOptimisticRecords } from '../outbox/use-optimistic-records';
import { FieldDescriptions } from './FieldDescriptions';
import { RecordStory } from './RecordStory';

import './record-view.css';

/** Passed to a detail page so its "back" link returns to the list with its filters. */
export interface ListReturn {
  listSearch: string;
}

const ResourceFormModal = lazyDialog(loadResourceFormModal);

/** What a detail page of its own may add to the generic one. */
export interface ResourceShowSlots {
  /** Shown above the fields (e.g. photos, a price badge). */
  header?: (record: Values) => ReactNode;
  /** Fields to show instead of the declared ones. */
  fields?: readonly FieldDecl[];
}

/**
 * The generic detail page of a record (`<route>/:id`): every declared field with its formatter, the
 * record's actions (edit starts from this fetched record), and a way back to the list as it was.
 */
export default function ResourceShow({ decl, header, fields }: { decl: ResourceDecl } & ResourceShowSlots) {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { listUrl } = useNavigation();
  // the form edits the record as it was when it opened: read again meanwhile, the record on screen
  // changes, the form's starting point does not (a save compares it with the server's: conflicts/)
  const [editing, setEditing] = useState<Values | null>(null);
  // read again when the person comes back to the tab or the network returns, and on a live event
  // about the resource (Refine's live mode)
  const { query, result } = useOne<BaseRecord, HttpError>({
    resource: decl.name,
    id,
    queryOptions: FOLLOW_SERVER,
  });
  // a change waiting out its undo window shows at once
  const look = useOptimisticRecords(decl.name)?.get(String(result?.id));
  const record = (look?.kind === 'changed' ? { ...result, ...look.record } : result) as Values | undefined;
  const listReturn = location.state as ListReturn | null;
  const back = `${listUrl(decl.name)}${listReturn?.listSearch ?? ''}`;
  const shown = (fields ?? decl.fields ?? []).filter(
    (field) => record?.[field.key] !== undefined || field.inList !== false,
  );

  return (
    <Card variant="borderless" className="record-show">
      <Link to={back} className="record-back">
        <ArrowLeftOutlined aria-hidden /> {fill(ui.record.back, { label: decl.label ?? decl.name })}
      </Link>
      <PageHeader
        title={record ? recordTitle(decl, record) || decl.label : decl.label}
        subtitle={decl.label}
        extra={
          record && (
            <RecordActions
              decl={decl}
              record={record}
              placement="detail"
              onEdit={decl.update ? () => setEditing(record) : undefined}
              onDeleted={() => navigate(back)}
            />
          )
        }
      />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !record ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          {header?.(record)}
          <FieldDescriptions fields={shown} record={record} />
          {decl.story && <RecordStory decl={decl} record={record} />}
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ResourceFormModal decl={decl} record={editing as BaseRecord} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
