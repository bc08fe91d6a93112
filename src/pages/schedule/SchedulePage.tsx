import { Col, Row } from 'antd';
import { Suspense } from 'react';

import { lazyPart } from '../../components/lazy-part';
import ResourceList from '../../engine/list/ResourceList';
import { useResourceDecl } from '../../engine/resource-context';

const ScheduleCalendar = lazyPart(() => import('./ScheduleCalendar'));

/** Schedule List: the generic list beside a month / week calendar; both book, reschedule and cancel. */
export default function SchedulePage() {
  const decl = useResourceDecl();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={14}>
        <ResourceList decl={decl} />
      </Col>
      <Col xs={24} xxl={10} className="schedule-page-calendar">
        <Suspense fallback={null}>
          <ScheduleCalendar decl={decl} />
        </Suspense>
      </Col>
    </Row>
  );
}
