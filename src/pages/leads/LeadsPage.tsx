import { TeamOutlined } from '@ant-design/icons';
import { type BaseRecord, useInvalidate } from '@refinedev/core';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';

import { lazyDialog } from '../../components/lazy-part';
import { ResourceList, useResourceDecl } from '../../engine';
import { leadTexts } from '../../locales/operations';
import { ui } from '../../locales/ui';
import { LEADS_OPEN } from '../../resources/leads';

import './leads.css';

const LeadGroupDrawer = lazyDialog(() => import('./LeadGroupDrawer'));

/** Potensi Leads: the leads grouped by property; a group opens its leads and their conversations. */
export default function LeadsPage() {
  const decl = useResourceDecl();
  const invalidate = useInvalidate();
  const [params] = useSearchParams();
  // a lead's notification opens its listing's group and its conversation (registry: leads `notified`)
  const [group, setGroup] = useState<BaseRecord | null>(() => {
    const property = params.get(LEADS_OPEN.group);
    return property ? { id: property, property_id: property, house_id: params.get(LEADS_OPEN.code) } : null;
  });
  const [lead] = useState(() => params.get(LEADS_OPEN.lead) ?? undefined);
  return (
    <>
      <ResourceList
        decl={decl}
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
            group={group}
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
