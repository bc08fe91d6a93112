import {
  ArrowUpOutlined,
  CheckOutlined,
  CloseOutlined,
  RollbackOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { type BaseRecord, type HttpError, useGetIdentity, useOne } from '@refinedev/core';
import { Alert, Button, Empty, Image, Modal, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { LoadError } from '../../components/LoadError';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { useIsPhone } from '../../components/use-is-phone';
import {
  actionOperation,
  carriesQualityFields,
  FieldDescriptions,
  scoreQuality,
  useUndoableChange,
  useWithdrawChange,
} from '../../engine';
import { listingLabels, qualityTexts, reviewTexts } from '../../locales/listing';
import { reasonTexts, signalTexts } from '../../locales/moderation';
import { fill } from '../../locales/ui';
import { FOLLOW_SERVER } from '../../providers/query-client';
import { TooManyRows } from '../../providers/read-pages';
import { useReads } from '../../providers/reads';
import { actionApplies } from '../../resources/applicability';
import { listingShowFields } from '../../resources/listing';
import type { ActionDialogProps, ResourceDecl, Values } from '../../resources/types';
import FairPrice from './FairPrice';
import { type ChosenReason, reasonText, RejectReasonDialog } from './RejectReasonDialog';
import {
  commandOf,
  idOf,
  initialReview,
  isFinished,
  isTypingTarget,
  readUnseen,
  REVIEW_ORDER_MAX,
  reviewReducer,
  scopeOf,
  tally,
  type Verdict,
  verdictStatus,
} from './review-queue';
import { CorpusReadStatus } from './signals/CorpusReadStatus';
import type { SignalMap } from './signals/detect';
import { SignalList } from './signals/SignalList';
import { useListingSignals } from './signals/use-listing-signals';
import { SwitchButton } from './SwitchButton';
import { weakestFirstOf } from './weakest-first';

import './review-queue.css';

/** The decisions' buttons, in the order they stand (the one to approve last, nearest the thumb). */
const verdictButtons: {
  verdict: Verdict;
  label: string;
  icon: ReactNode;
  keys: string;
  danger?: boolean;
  type?: 'primary';
}[] = [
  { verdict: 'skip', label: reviewTexts.skip, icon: <StepForwardOutlined aria-hidden />, keys: 'S' },
  {
    verdict: 'reject',
    label: reviewTexts.reject,
    icon: <CloseOutlined aria-hidden />,
    keys: 'T',
    danger: true,
  },
  {
    verdict: 'approve',
    label: reviewTexts.approve,
    icon: <CheckOutlined aria-hidden />,
    keys: 'A',
    type: 'primary',
  },
];

/** Listings kept read ahead of the one on screen. */
const LOOKAHEAD = 2;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function photosOf(record: Values): string[] {
  return Array.isArray(record.photos)
    ? record.photos.filter((one): one is string => typeof one === 'string')
    : [];
}

/** The listing's photos, large, side by side (scrolled or swiped); each opens larger still. */
function Photos({ record }: { record: Values }) {
  const photos = photosOf(record);
  const title = textOf(record.title);
  if (photos.length === 0) return <Typography.Paragraph>{reviewTexts.noPhotos}</Typography.Paragraph>;
  return (
    <Image.PreviewGroup>
      {/* scrolled by keyboard too: the strip takes the focus */}
      <section className="review-photos" aria-label={`${listingLabels.photos}: ${title}`} tabIndex={0}>
        {photos.map((src, index) => (
          <div key={src} className="review-photo">
            <Image src={src} alt={fill(reviewTexts.photo, { at: index + 1, total: photos.length, title })} />
          </div>
        ))}
      </section>
    </Image.PreviewGroup>
  );
}

/** The listing's moderation signals above it, once computed (nothing when it has none). */
function ReviewSignals({
  decl,
  record,
  signals,
}: {
  decl: ResourceDecl;
  record: Values;
  signals?: SignalMap;
}) {
  const found = signals?.[idOf(record)];
  if (!found) return null;
  return (
    <section className="review-signals" aria-label={signalTexts.panel}>
      <SignalList decl={decl} record={record} signals={found} />
    </section>
  );
}

/**
 * The listing's quality score and what would raise it, as its form shows them while it is written
 * (nothing when the row does not carry every field the rules read: never a wrong score).
 */
function ReviewQuality({ decl, record }: { decl: ResourceDecl; record: Values }) {
  if (!decl.quality || !carriesQualityFields(decl.quality, record)) return null;
  const { score, fixes } = scoreQuality(decl.quality, record);
  return (
    <section className="review-quality" aria-label={qualityTexts.panel}>
      <Typography.Text strong className={score < 50 ? 'quality-weak' : undefined}>
        {fill(qualityTexts.score, { score })}
      </Typography.Text>
      {fixes.length > 0 ? (
        <ul className="review-quality-fixes">
          {fixes.map((fix) => (
            <li key={fix.field}>{fix.text}</li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph>{qualityTexts.complete}</Typography.Paragraph>
      )}
    </section>
  );
}

/** Every field of the listing as the detail page shows them, with the price and its fair-price figure. */
function ListingReview({
  decl,
  record,
  signals,
}: {
  decl: ResourceDecl;
  record: Values;
  signals?: SignalMap;
}) {
  const shown = listingShowFields.filter(
    (field) => record[field.key] !== undefined || field.inList !== false,
  );
  return (
    <>
      <Typography.Title level={3} className="review-title">
        {textOf(record.title)}
      </Typography.Title>
      <ReviewSignals decl={decl} record={record} signals={signals} />
      <ReviewQuality decl={decl} record={record} />
      <Photos record={record} />
      <FairPrice record={record} />
      <FieldDescriptions fields={shown} record={record} />
    </>
  );
}

/** The queue's order: the list's, being read whole, from the weakest score, or why it could not be. */
type OrderStep =
  | { step: 'list' }
  | { step: 'reading' }
  | { step: 'weakest' }
  | { step: 'tooMany'; total: number }
  | { step: 'failed' };

/**
 * "Tinjau listing": the pending listings (or those of the list's current filters) one at a time; A
 * approves, T rejects, S skips, U undoes the last decision (or the buttons). Each decision is the
 * listing's status action with its undo window; the next listings are read ahead.
 */
export default function ReviewQueueDialog({ decl, onClose }: ActionDialogProps) {
  const location = useLocation();
  const phone = useIsPhone();
  useCloseOnBack(true, onClose);
  // the list as it was filtered when the queue opened
  const [scope] = useState(() => scopeOf(location.search));
  const reads = useReads();
  const [state, dispatch] = useReducer(reviewReducer, initialReview);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [reading, setReading] = useState(false);
  const [said, setSaid] = useState('');
  const change = useUndoableChange(decl);
  const withdrawChange = useWithdrawChange();
  const statusOperation = useMemo(() => actionOperation(decl, 'status'), [decl]);
  const reasonRule =
    decl.moderation?.rejectReason?.action === 'status' ? decl.moderation.rejectReason : undefined;
  const [asking, setAsking] = useState(false);
  const scopeLine = useRef<HTMLParagraphElement>(null);
  const { data: identity } = useGetIdentity<{ id?: string | number }>();
  const user = identity?.id === undefined || identity.id === '' ? undefined : String(identity.id);

  // "Skor terlemah dulu": the whole scope read once (at most REVIEW_ORDER_MAX listings), the rest of
  // the queue then reviewed from the weakest score; off again, in the list's order
  const [order, setOrder] = useState<OrderStep>({ step: 'list' });
  const whole = useRef<Values[] | null>(null);
  const ordering = useRef<AbortController | null>(null);
  useEffect(() => {
    // (the read stops with the queue)
    return () => ordering.current?.abort();
  }, []);
  const chooseOrder = async (weakest: boolean) => {
    ordering.current?.abort();
    if (!weakest) {
      setOrder({ step: 'list' });
      if (whole.current) dispatch({ type: 'ordered', rows: whole.current });
      return;
    }
    if (!whole.current) {
      const controller = new AbortController();
      ordering.current = controller;
      setOrder({ step: 'reading' });
      try {
        whole.current = (await reads.readWholeList(
          decl.name,
          { filters: scope.filters, sorters: scope.sorters },
          { max: REVIEW_ORDER_MAX, signal: controller.signal },
        )) as Values[];
      } catch (error) {
        if (controller.signal.aborted) return;
        setOrder(error instanceof TooManyRows ? { step: 'tooMany', total: error.total } : { step: 'failed' });
        return;
      }
      if (controller.signal.aborted) return;
    }
    dispatch({ type: 'ordered', rows: weakestFirstOf(decl, whole.current) });
    setOrder({ step: 'weakest' });
  };
  const weakestOn = order.step === 'reading' || order.step === 'weakest';
  const orderStatus =
    order.step === 'reading'
      ? reviewTexts.ordering
      : order.step === 'weakest'
        ? fill(reviewTexts.orderedWeakest, { count: (whole.current?.length ?? 0).toLocaleString('id-ID') })
        : order.step === 'tooMany'
          ? fill(reviewTexts.orderTooMany, {
              total: order.total.toLocaleString('id-ID'),
              max: REVIEW_ORDER_MAX.toLocaleString('id-ID'),
            })
          : order.step === 'failed'
            ? reviewTexts.orderFailed
            : '';

  // read once more listings are needed than are read ahead (again after each page, or a retry)
  const needsMore = !state.exhausted && state.queue.length - state.at <= LOOKAHEAD;
  const queued = useRef(state.queue);
  queued.current = state.queue;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needsMore || loadError) return undefined;
    const controller = new AbortController();
    setReading(true);
    const seen = new Set(queued.current.map(idOf));
    readUnseen(reads, decl.name, scope, seen, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'loaded', ...page });
        setReading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(error instanceof Error ? error : new Error(String(error)));
        setReading(false);
      },
    );
    return () => controller.abort();
  }, [attempt, decl.name, loadError, needsMore, reads, scope, state.queue.length]);

  const row = state.queue[state.at];
  const next = state.queue[state.at + 1];
  const keyOf = (record: Values | undefined) => (record ? textOf(record.slug) || idOf(record) : '');
  // the listing on screen and the next one, read whole (the next one waits in the cache); the one on
  // screen is read again when the person comes back to the tab or the network returns, and on a live
  // event about listings: another admin's decision or price shows before this one decides
  const current = useOne<BaseRecord, HttpError>({
    resource: decl.name,
    id: keyOf(row),
    queryOptions: { enabled: Boolean(row), ...FOLLOW_SERVER },
  });
  const nextOne = useOne<BaseRecord, HttpError>({
    resource: decl.name,
    id: keyOf(next),
    queryOptions: { enabled: Boolean(next) },
  });
  const fetched = current.result;
  const record = useMemo<Values | undefined>(
    () => (row && fetched ? { ...row, ...fetched } : undefined),
    [fetched, row],
  );
  const finished = isFinished(state);
  // the signals of the listing on screen and of the next, read whole (the next one's wait in advance)
  const nextFetched = nextOne.result;
  const asked = useMemo(
    () =>
      [record, next && nextFetched ? { ...next, ...nextFetched } : next].filter(
        (one): one is Values => one !== undefined,
      ),
    [next, nextFetched, record],
  );
  // duplicates are looked for among the newest listings too, read in pages while the queue is open
  const { signals, corpus } = useListingSignals(decl, asked, { readCorpus: true });

  const decide = useCallback(
    (verdict: Verdict, reason?: ChosenReason) => {
      if (!row) return;
      const base = record ?? row;
      // a listing whose status cannot change (a sold one of the list's filter) is only skipped
      if (verdict !== 'skip' && !actionApplies(decl.actions?.status, base)) return;
      // a rejection asks why first, where the registry declares the field its reason goes in
      if (verdict === 'reject' && reasonRule && !reason) {
        setAsking(true);
        return;
      }
      const why = reason && reasonRule ? reasonText(reason) : '';
      // the undo toast names the decision ("Disetujui: ..."), not the status action behind it, and a
      // rejection's reason
      const notice = { approve: reviewTexts.approvedNotice, reject: reviewTexts.rejectedNotice };
      const handle =
        verdict !== 'skip' && statusOperation
          ? change(
              {
                ...statusOperation,
                label: why
                  ? fill(reasonTexts.notice, { label: notice[verdict], reason: why })
                  : notice[verdict],
              },
              base,
              { status: verdictStatus[verdict], ...(why && reasonRule && { [reasonRule.field]: why }) },
            )
          : undefined;
      dispatch({ type: 'decided', decision: { id: idOf(base), verdict, record: base, handle } });
      const word = { approve: reviewTexts.approved, reject: reviewTexts.rejected, skip: reviewTexts.skipped };
      setSaid(fill(reviewTexts.lastDecision, { decision: word[verdict], title: textOf(base.title) }));
    },
    [change, decl.actions, reasonRule, record, row, statusOperation],
  );

  const undo = useCallback(() => {
    const last = state.decisions.at(-1);
    if (!last) return;
    // still in its window: nothing is sent; already sent: the listing gets its status back, the same way
    if (last.handle !== undefined && !withdrawChange(last.handle) && statusOperation) {
      const verdict = last.verdict === 'approve' ? 'approve' : 'reject';
      change(
        statusOperation,
        { ...last.record, status: verdictStatus[verdict] },
        { status: last.record.status },
      );
    }
    dispatch({ type: 'undone' });
    setSaid(fill(reviewTexts.undone, { title: textOf(last.record.title) }));
  }, [change, state.decisions, statusOperation, withdrawChange]);

  const canDecide = Boolean(row) && !finished;
  // approve and reject need a status that may change; a skip is always possible
  const decidable = canDecide && actionApplies(decl.actions?.status, record ?? row ?? {});
  // A, T, S, U anywhere in the dialog, never while typing in a field nor with a modifier stored
  const commands = useRef({ decide, undo, canDecide, asking });
  commands.current = { decide, undo, canDecide, asking };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // the reason's dialog has the keys while it is open
      if (commands.current.asking) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event.target))
        return;
      const command = commandOf(event.key);
      if (!command) return;
      event.preventDefault();
      event.stopPropagation();
      if (command === 'undo') commands.current.undo();
      else if (commands.current.canDecide) commands.current.decide(command);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);

  const counts = tally(state.decisions);
  const progress = fill(reviewTexts.progress, {
    at: Math.min(state.at + 1, state.total),
    total: state.total,
  });
  let body;
  if (loadError) {
    body = (
      <LoadError
        error={loadError}
        onRetry={() => {
          setLoadError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else if (finished && state.queue.length === 0) {
    body = <Empty description={reviewTexts.empty} />;
  } else if (finished) {
    body = (
      <Result
        status="success"
        title={reviewTexts.doneTitle}
        subTitle={`${fill(reviewTexts.summary, counts)} ${reviewTexts.summaryNote}`}
      />
    );
  } else if (!record) {
    body = current.query.isError ? (
      <LoadError error={current.query.error} onRetry={() => void current.query.refetch()} />
    ) : (
      <Skeleton active paragraph={{ rows: 8 }} aria-label={reviewTexts.loading} />
    );
  } else {
    body = (
      <>
        {!decidable && (
          <Alert type="info" showIcon message={reviewTexts.cannotDecide} className="review-note" />
        )}
        <ListingReview decl={decl} record={record} signals={signals} />
      </>
    );
  }

  return (
    <Modal
      open
      onCancel={onClose}
      title={
        <span className="review-head">
          <span>{reviewTexts.title}</span>
          {state.total > 0 && !finished && <span className="review-progress">{progress}</span>}
        </span>
      }
      width={phone ? '100%' : 960}
      className={phone ? 'review-queue review-queue-phone' : 'review-queue'}
      footer={
        <div className="review-actions">
          <Button
            icon={<RollbackOutlined aria-hidden />}
            onClick={undo}
            disabled={state.decisions.length === 0}
            aria-keyshortcuts="U"
          >
            {reviewTexts.undo}
          </Button>
          {finished ? (
            <Button type="primary" onClick={onClose}>
              {reviewTexts.close}
            </Button>
          ) : (
            verdictButtons.map(({ verdict, label, icon, keys, ...look }) => (
              <Button
                key={verdict}
                icon={icon}
                onClick={() => decide(verdict)}
                disabled={verdict === 'skip' ? !canDecide : !decidable}
                aria-keyshortcuts={keys}
                {...look}
              >
                {label}
              </Button>
            ))
          )}
        </div>
      }
    >
      <p className="review-scope" ref={scopeLine} tabIndex={-1}>
        {scope.fromList ? reviewTexts.scopeFilter : reviewTexts.scopePending}
        {!phone && ` · ${reviewTexts.keysHint}`}
      </p>
      {decl.quality && !finished && (
        <div className="review-order">
          <SwitchButton
            on={weakestOn}
            icon={<ArrowUpOutlined aria-hidden />}
            label={qualityTexts.weakestFirst}
            hint={fill(reviewTexts.weakestFirstHint, { max: REVIEW_ORDER_MAX.toLocaleString('id-ID') })}
            onToggle={() => void chooseOrder(!weakestOn)}
          />
          <span role="status" className="review-order-status">
            {orderStatus}
          </span>
        </div>
      )}
      {!finished && <CorpusReadStatus corpus={corpus} />}
      {reading && state.queue.length === 0 && !loadError ? (
        <Skeleton active paragraph={{ rows: 8 }} aria-label={reviewTexts.loading} />
      ) : (
        body
      )}
      {asking && record && (
        <RejectReasonDialog
          title={textOf(record.title)}
          signals={signals?.[idOf(record)]}
          user={user}
          onDone={(reason) => {
            setAsking(false);
            if (reason) decide('reject', reason);
            // back inside the queue (its Escape, its keys), whatever the reason's dialog leaves focused
            requestAnimationFrame(() => scopeLine.current?.focus({ preventScroll: true }));
          }}
        />
      )}
      <div role="status" className="sr-only">
        {[said, !finished && state.total > 0 ? progress : ''].filter(Boolean).join(' ')}
      </div>
    </Modal>
  );
}
