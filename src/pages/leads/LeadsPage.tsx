import { TeamOutlined } from '@ant-design/icons';
import { type BaseRecord, useInvalidate } from '@refinedev/core';
import { Button, Segmented } from 'antd';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { lazyDialog, lazyPart } from '../../components/lazy-part';
import { PageHeader } from '../../components/PageHeader';
import { ResourceList, useReferencedRecords, useResourceDecl } from '../../engine';
import { unansweredTexts } from '../../locales/lead-clock';
import { leadTexts } from '../../locales/operations';
import { ui } from '../../locales/ui';
import { LEADS_OPEN, LEADS_VIEW } from '../../resources/leads';
import { groupListingId, hasOwnTitle, namedGroup } from './names';

import './leads.css';

const LeadGroupDrawer = lazyDialog(() => import('./LeadGroupDrawer'));
const UnansweredLeads = lazyPart(() => import('./UnansweredLeads'));

type View = 'groups' | typeof LEADS_VIEW.unanswered;

/** Per property (the service's grouping) or "belum dibalas" (counted in the browser). */
function ViewSwitch({ value, onChange }: { value: View; onChange: (view: View) => void }) {
  return (
    <Segmented<View>
      className="leads-view"
      aria-label={unansweredTexts.view}
      value={value}
      onChange={onChange}
      options={[
        { value: 'groups', label: unansweredTexts.groups },
        { value: LEADS_VIEW.unanswered, label: unansweredTexts.unanswered },
      ]}
    />
  );
}

/** Potensi Leads: the leads grouped by property; a group opens its leads and their conversations. */
export default function LeadsPage() {
  const decl = useResourceDecl();
  const invalidate = useInvalidate();
  const [params, setParams] = useSearchParams();
  const view: View =
    params.get(LEADS_VIEW.param) === LEADS_VIEW.unanswered ? LEADS_VIEW.unanswered : 'groups';
  const late = params.get(LEADS_VIEW.late) === '1';
  const choose = (next: View, pastOnly = false) =>
    setParams(
      next === 'groups' ? {} : { [LEADS_VIEW.param]: next, ...(pastOnly ? { [LEADS_VIEW.late]: '1' } : {}) },
    );
  // a lead's notification opens its listing's group and its conversation (registry: leads `notified`)
  const [group, setGroup] = useState<BaseRecord | null>(() => {
    const property = params.get(LEADS_OPEN.group);
    return property ? { id: property, property_id: property, house_id: params.get(LEADS_OPEN.code) } : null;
  });
  const [lead] = useState(() => params.get(LEADS_OPEN.lead) ?? undefined);
  // a group whose reply names no listing (`{ _id, property_id, count }`) is named by its listing: from
  // the listings already read, else read once
  const [page, setPage] = useState<readonly BaseRecord[]>([]);
  const unnamed = useMemo(
    () => [...page, ...(group ? [group] : [])].filter((one) => !hasOwnTitle(one)).map(groupListingId),
    [page, group],
  );
  const { records, loading } = useReferencedRecords('listing', [...new Set(unnamed)].filter(Boolean));
  const named = useCallback(
    (one: BaseRecord) => namedGroup(one, records.get(groupListingId(one)), loading),
    [records, loading],
  );
  const showRows = useCallback((rows: BaseRecord[]) => rows.map(named), [named]);
  if (view === LEADS_VIEW.unanswered)
    return (
      <div className="resource-list list-surface">
        <PageHeader title={decl.label ?? decl.name} extra={<ViewSwitch value={view} onChange={choose} />} />
        <Suspense fallback={null}>
          <UnansweredLeads late={late} onLate={(pastOnly) => choose(view, pastOnly)} />
        </Suspense>
      </div>
    );
  return (
    <>
      <ResourceList
        decl={decl}
        onPage={setPage}
        showRows={showRows}
        headerExtra={<ViewSwitch value={view} onChange={choose} />}
        extraColumns={[
          {
            key: 'open',
            title: ui.list.actions,
            fixed: 'right',
            render: (_: unknown, record: BaseRecord) => (
              <Button size="small" icon={<TeamOutlined aria-hidden />} onClick={() => setGroup(record)}>
                {leadTexts.openGroup}
              </Button>
            ),
          },
        ]}
      />
      {group && (
        <Suspense fallback={null}>
          <LeadGroupDrawer
            group={named(group)}
            openLead={lead}
            onClose={() => {
              setGroup(null);
              // the group's count and last request follow what was added or removed
              void invalidate({ resource: decl.name, invalidates: ['list'] });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
