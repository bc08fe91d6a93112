// The engine's public face: what App, the shell (src/layout) and the pages use of it. Outside the
// engine, code imports it from here alone (eslint.config.js keeps it so). Names only, each from the
// module that holds it, and no code of its own (vite.config.ts declares this file free of side
// effects): a chunk takes from the engine only the modules of the names it asks for. A screen or
// dialog that is a chunk of its own is loaded through the loader functions below, whose `import()`
// keeps it out of its caller's chunk.

// the engine's own files: its providers, the screens' route and frame
export { EngineProviders } from './EngineProviders';
export { OutboxKeeper } from './OutboxKeeper';
export { useResourceDecl } from './resource-context';
export { ScreenCrashBoundary } from './ScreenCrashBoundary';
export { AddressSkeleton, genericListAt, loadSkeletonCards } from './ScreenSkeleton';
export { ToastBridge } from './ToastBridge';

// the code-split screens and dialogs
export { loadResourceFormModal } from './form/load-form';
export { loadRecordJudge, loadResourceList, loadResourceRoute, loadRowOrder, loadWideParts } from './loaders';

// the list
export { CardList } from './list/CardList';
export { columnsOf } from './list/columns';
export { prefetchFirstPage } from './list/first-page';
export type { ListView } from './list/ResourceList';
export { default as ResourceList } from './list/ResourceList';
export { CREATE_PARAM } from './list/use-create-param';

// a record
export { FieldDescriptions } from './record/FieldDescriptions';
export { default as ResourceShow } from './record/ResourceShow';

// the lists' saved views
export type { SeededViews } from './preferences/seeded-views';
export { SeededViewsContext } from './preferences/seeded-views';

// the export of rows
export { exportCell, exportFileName, toCsv } from './export/export-rows';

// bulk runs
export { BulkBar } from './bulk/BulkBar';
export { CardCheckbox } from './bulk/CardCheckbox';
export { useBulkSelection } from './bulk/use-bulk-selection';

// actions
export { ActionModal } from './actions/ActionModal';
export { FileLabel } from './actions/FileLabel';
export { FilePicker } from './actions/FilePicker';
export { RecordActions } from './actions/RecordActions';
export { UploadModal } from './actions/UploadModal';
export { useActionSubmit, useResourceAction, useResourceQuery } from './actions/use-resource-action';
export { useUploadRun } from './actions/use-upload-run';

// forms
export { fromFormValues } from './common/form-values';
export { fileProblem } from './form/file-check';
export { PHOTO_TYPES, PhotoProblem, preparePhoto } from './form/prepare-photo';
export { ReferenceOptionsSelect } from './form/ReferenceSelect';
export { likenessKey } from './form/similar-names';

// a record's quality score by its resource's declared rules
export { QUALITY_SORT } from './quality/order';
export type { QualityFix, QualityScore } from './quality/score';
export { carriesQualityFields, scoreOf, scoreQuality } from './quality/score';

// drafts
export { useFormDraft } from './drafts/form-draft';
export { useUnsavedForms } from './drafts/unsaved-forms';
export { useDraft } from './drafts/use-draft';

// the outbox as the screens see it
export { KeptPhoto } from './outbox/KeptPhoto';
export { OutboxContext, useAppOutbox } from './outbox/outbox-context';
export { signOutWarnings } from './outbox/sign-out-check';
export { useOptimisticRecords } from './outbox/use-optimistic-records';
export { useOutboxCount, useUnsentCount } from './outbox/use-outbox-count';
export { useUndoableChange, useWithdrawChange } from './outbox/use-undo';
export { shortText, useWaitingNew } from './outbox/use-waiting-new';
export { WaitingTag } from './outbox/WaitingTag';

// what every floor shares
export { actionOperation } from './common/operations';
export { LOOKUP_PAGE_SIZE, optionLabelOf, optionValueOf } from './common/reference-options';
export { useReferencedRecords } from './common/referenced-records';
