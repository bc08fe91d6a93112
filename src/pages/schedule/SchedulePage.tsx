import { Col, Row } from 'antd';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';

import { lazyPart } from '../../components/lazy-part';
import { ResourceList, useResourceDecl } from '../../engine';
import { agendaTexts } from '../../locales/agenda';
import { pathOf } from '../../resources';
import { agendaPath } from './agenda-read';

import './agenda.css';

const ScheduleCalendar = lazyPart(() => import('./ScheduleCalendar'));
const VisitAgenda = lazyPart(() => import('./VisitAgenda'));

/** The two views of the route: the list with its calendar, and the agenda (`?view=agenda`). */
function ViewSwitch({ path, agenda }: { path: string; agenda: boolean }) {
  return (
    <nav className="schedule-views" aria-label={agendaTexts.views}>
      <Link to={path} className="schedule-view" aria-current={agenda ? undefined : 'page'}>
        {agendaTexts.listView}
      </Link>
      <Link to={agendaPath()} className="schedule-view" aria-current={agenda ? 'page' : undefined}>
        {agendaTexts.agendaView}
      </Link>
    </nav>
  );
}

/** Schedule List: the generic list beside a month / week calendar (both book, reschedule and cancel), or the agenda. */
export default function SchedulePage() {
  const decl = useResourceDecl();
  const [params] = useSearchParams();
  const agenda = params.get('view') === 'agenda';
  const path = pathOf(decl) ?? '';
  if (agenda)
    return (
      <>
        <ViewSwitch path={path} agenda />
        <Suspense fallback={null}>
          <VisitAgenda decl={decl} />
        </Suspense>
      </>
    );
  return (
    <>
      <ViewSwitch path={path} agenda={false} />
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
    </>
  );
}
