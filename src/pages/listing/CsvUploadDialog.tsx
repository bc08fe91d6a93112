import { DownloadOutlined } from '@ant-design/icons';
import { type BaseRecord, useGetIdentity, useList } from '@refinedev/core';
import { Alert, Button, Select, Spin, Table } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { FilePicker, fileProblem, UploadModal, useResourceAction, useUploadRun } from '../../engine';
import { downloadCsv } from '../../files/download-csv';
import { csvTexts } from '../../locales/listing';
import { fill } from '../../locales/ui';
import { useReads } from '../../providers/reads';
import type { ActionDialogProps, FieldDecl } from '../../resources/types';
import { PREFERENCE_PREFIX } from '../../session/session';
import {
  guessMapping,
  headerSetKey,
  type MappedFile,
  type Mapping,
  mappingByHeader,
  mappingFromSaved,
  type Region,
  type RegionLists,
} from './csv-mapping';
import { type CsvColumn, csvColumnsOf, csvTemplate, REGION_KEYS, type RegionLevel } from './csv-rules';
import { CsvRowChecks } from './CsvRowChecks';
import { type OpenSheet, openSheet } from './parse-off-thread';
import type { SheetRead } from './sheet-session';

import './csv-upload.css';

type Sheet = Extract<SheetRead, { kind: 'rows' }>;
type Read = { state: 'reading' } | { state: 'read'; sheet: Sheet } | { state: 'error'; message: string };

/** A lookup a place's level is resolved with: its resource, its code field and its parent's. */
interface Lookup {
  resource: string;
  code: string;
  parent?: string;
}

/**
 * The lookups of the listing's own region fields (Master Slug, `regionCascadeFields`): the resource
 * each level's select reads, the code it sends, and the field of the level above.
 */
function lookupsOf(fields: readonly FieldDecl[]): Record<RegionLevel, Lookup> {
  const levels = Object.keys(REGION_KEYS) as RegionLevel[];
  return Object.fromEntries(
    levels.map((level) => {
      const reference = fields.find((one) => one.key === REGION_KEYS[level])?.reference;
      return [
        level,
        {
          resource: reference?.resource ?? `master-slug-${level}`,
          code: reference?.optionValue ?? REGION_KEYS[level],
          parent: reference?.parentField,
        },
      ];
    }),
  ) as Record<RegionLevel, Lookup>;
}

/** A region record as the lookup sends it: its code under its own field, else `id` or `_id`. */
function regionOf(record: BaseRecord, lookup: Lookup): Region {
  const code = record[lookup.code] ?? record.id ?? record._id;
  return {
    code: String(code ?? ''),
    name: String(record.name ?? ''),
    ...(lookup.parent && record[lookup.parent] !== undefined
      ? { parent: String(record[lookup.parent]) }
      : {}),
  };
}

/** Each user's saved mappings, by the set of a file's headers, on this device. */
const mappingKey = (user: string, header: readonly string[]) =>
  `${PREFERENCE_PREFIX}csv-mapping:${user}:${headerSetKey(header)}`;

function savedMapping(user: string | undefined, header: readonly string[], columns: readonly CsvColumn[]) {
  try {
    const saved = user ? localStorage.getItem(mappingKey(user, header)) : null;
    return saved
      ? mappingFromSaved(header, JSON.parse(saved) as Record<string, string | null>, columns)
      : undefined;
  } catch {
    return undefined;
  }
}

function keepMapping(user: string | undefined, header: readonly string[], mapping: Mapping) {
  try {
    if (user)
      localStorage.setItem(mappingKey(user, header), JSON.stringify(mappingByHeader(header, mapping)));
  } catch {
    // storage full or refused: the mapping is guessed again next time
  }
}

function TemplateLink({ columns }: { columns: readonly CsvColumn[] }) {
  // a data: URL needs no clean-up and works where object URLs do not
  const href = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate(columns))}`,
    [columns],
  );
  const required = columns.filter((one) => one.required).map((one) => one.key);
  return (
    <p className="csv-template">
      <a href={href} download="template-listing.csv">
        <DownloadOutlined aria-hidden /> {csvTexts.template}
      </a>
      <br />
      <span className="csv-template-hint">
        {fill(csvTexts.templateHint, { columns: required.join(', ') })}
      </span>
    </p>
  );
}

/** One select per file column: which of our columns it fills, or "Abaikan". */
function MappingTable({
  sheet,
  mapping,
  columns,
  remembered,
  onChange,
}: {
  sheet: Sheet;
  mapping: Mapping;
  columns: readonly CsvColumn[];
  remembered: boolean;
  onChange: (mapping: Mapping) => void;
}) {
  const headingId = useId();
  const options = [
    { value: '', label: csvTexts.ignore },
    ...columns.map((one) => ({ value: one.key, label: one.required ? `${one.label} *` : one.label })),
  ];
  return (
    <section aria-labelledby={headingId} className="csv-mapping">
      <h3 id={headingId} className="csv-heading">
        {csvTexts.mappingTitle}
      </h3>
      <p className="csv-template-hint">
        {csvTexts.mappingHint} {remembered && csvTexts.mappingRemembered}
      </p>
      <ul className="csv-mapping-list">
        {sheet.header.map((name, index) => {
          const sample = sheet.samples.find((row) => (row[index] ?? '').trim())?.[index] ?? '';
          return (
            <li key={`${index}:${name}`} className="csv-mapping-row">
              <span className="csv-mapping-file">
                <strong>{name || `#${index + 1}`}</strong>
                {sample && <span className="csv-mapping-sample">{sample}</span>}
              </span>
              <Select
                className="csv-mapping-select"
                aria-label={fill(csvTexts.columnSelect, { column: name || `#${index + 1}` })}
                value={mapping[index] ?? ''}
                options={options}
                // few options: all of them in the page, found by the keyboard's type-ahead and a screen reader
                virtual={false}
                onChange={(value: string) => {
                  // a column of ours is filled by one file column: choosing it elsewhere frees it here
                  const next = mapping.map((key, at) =>
                    at === index ? value || null : key === value ? null : key,
                  );
                  onChange(next);
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One select per ambiguous place name, whatever the number of rows holding it. */
function AmbiguousNames({
  result,
  columns,
  lists,
  choices,
  onChoose,
}: {
  result: MappedFile;
  columns: readonly CsvColumn[];
  lists: RegionLists;
  choices: Record<string, string>;
  onChoose: (key: string, code: string) => void;
}) {
  const headingId = useId();
  const baseId = useId();
  if (result.ambiguous.length === 0) return null;
  const provinceOf = (region: Region) =>
    [...lists.provinces, ...lists.cities, ...lists.districts].find((one) => one.code === region.parent)?.name;
  return (
    <section aria-labelledby={headingId} className="csv-ambiguous">
      <h3 id={headingId} className="csv-heading">
        {csvTexts.ambiguousTitle}
      </h3>
      <p className="csv-template-hint">{csvTexts.ambiguousHint}</p>
      {result.ambiguous.map((one, index) => {
        const label = fill(csvTexts.ambiguousLabel, {
          label: columns.find((column) => column.region === one.level)?.label ?? one.level,
          value: one.text,
          count: one.rows.toLocaleString('id-ID'),
        });
        const id = `${baseId}-${index}`;
        return (
          <div key={one.key} className="csv-ambiguous-row">
            <label htmlFor={id}>{label}</label>
            <Select
              id={id}
              value={choices[one.key]}
              placeholder={csvTexts.ambiguousChoose}
              options={one.options.map((region) => {
                const parent = provinceOf(region);
                return { value: region.code, label: parent ? `${region.name} (${parent})` : region.name };
              })}
              onChange={(code: string) => onChoose(one.key, code)}
            />
          </div>
        );
      })}
    </section>
  );
}

/** What the problems leave to do: send the good rows and take the others back, or fix the file. */
function problemsSummary(result: MappedFile): string {
  const count = result.problemCount.toLocaleString('id-ID');
  if (!result.rejected) return fill(csvTexts.blocked, { count });
  if (!result.csv) return fill(csvTexts.allBad, { count });
  return fill(csvTexts.partial, {
    count,
    bad: result.badCount.toLocaleString('id-ID'),
    good: (result.count - result.badCount).toLocaleString('id-ID'),
  });
}

function Preview({
  result,
  columns,
  fileName,
}: {
  result: MappedFile;
  columns: readonly CsvColumn[];
  fileName: string;
}) {
  const shown = columns.filter((one) => result.firstRows.some((row) => row[one.key])).slice(0, 7);
  const rest = result.problemCount - result.problems.length;
  const waiting = result.ambiguous.length;
  return (
    <section aria-label={csvTexts.firstRows} className="csv-preview">
      <p className="csv-count" aria-live="polite">
        {fill(csvTexts.rows, { count: result.count.toLocaleString('id-ID') })}
      </p>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={shown.map((one) => ({ key: one.key, dataIndex: one.key, title: one.key, ellipsis: true }))}
        dataSource={result.firstRows.map((row, index) => ({ ...row, __key: index }))}
        rowKey="__key"
        caption={csvTexts.firstRows}
      />
      {result.problemCount === 0 && waiting === 0 && (
        <Alert type="success" showIcon message={csvTexts.noProblems} />
      )}
      {waiting > 0 && (
        <Alert type="warning" showIcon message={fill(csvTexts.ambiguousWaiting, { count: waiting })} />
      )}
      {result.problemCount > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={problemsSummary(result)}
          description={
            <>
              <ul className="csv-problems">
                {result.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
                {rest > 0 && <li>{fill(csvTexts.more, { count: rest.toLocaleString('id-ID') })}</li>}
              </ul>
              {result.rejected && (
                <Button
                  className="csv-download-bad"
                  icon={<DownloadOutlined aria-hidden />}
                  onClick={() =>
                    downloadCsv(
                      fill(csvTexts.badFileName, { name: fileName.replace(/\.[^.]*$/, '') }),
                      result.rejected,
                    )
                  }
                >
                  {fill(csvTexts.downloadBad, { count: result.badCount.toLocaleString('id-ID') })}
                </Button>
              )}
            </>
          }
        />
      )}
    </section>
  );
}

/**
 * "Unggah CSV": a CSV or .xlsx file, the app's own export included, read off the main thread; its
 * columns paired with ours (guessed from the headers and sample values, or as this person paired the
 * same headers last time) in a table the person corrects; the place's names resolved to the Master
 * Slug codes (an ambiguous name asked once); every row checked by the form's rules; and what is sent
 * is the CSV the server takes (docs/how-to.md "Upload listings from a CSV file"), built from the mapped rows.
 */
export default function CsvUploadDialog({ decl, name, action, onClose }: ActionDialogProps) {
  const ask = action.ui?.ask;
  const rules = ask?.kind === 'file' ? ask : { field: 'file', accept: ['.csv'], maxBytes: 0 };
  const columns = useMemo(() => csvColumnsOf(decl.fields ?? []), [decl.fields]);
  const lookups = useMemo(() => lookupsOf(decl.fields ?? []), [decl.fields]);
  const { run } = useResourceAction(decl.name, name);
  const { getList } = useReads();
  const { data: identity } = useGetIdentity<{ id?: string | number }>();
  const user = identity?.id === undefined || identity.id === '' ? undefined : String(identity.id);
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<Read | null>(null);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [remembered, setRemembered] = useState(false);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [lists, setLists] = useState<RegionLists | null>(null);
  const [listsError, setListsError] = useState<string | null>(null);
  const [result, setResult] = useState<MappedFile | null>(null);
  // the good rows of a file with problems, once sent: the dialog stays for the others' download
  const [partSent, setPartSent] = useState<number | null>(null);
  const children = useRef(new Map<string, Region[]>());
  // the file's rows stay in its worker, which pairs and checks them on request
  const session = useRef<OpenSheet | null>(null);
  const problem = file ? fileProblem(file, rules) : null;
  const { result: types, query: typesQuery } = useList<BaseRecord>({
    resource: 'house-type',
    pagination: { mode: 'off' },
  });
  const typesSettled = !typesQuery.isLoading;
  const typesKey = (types?.data ?? []).map((one) => String(one.name ?? '')).join('\n');
  const knownTypes = useMemo(() => (typesKey ? typesKey.split('\n') : []), [typesKey]);

  const readLookup = async (lookup: Lookup, parent?: string): Promise<Region[]> => {
    const { data } = await getList({
      resource: lookup.resource,
      pagination: { currentPage: 1, pageSize: 1000, mode: 'server' },
      filters: parent && lookup.parent ? [{ field: lookup.parent, operator: 'eq', value: parent }] : [],
    });
    return data.map((record) => regionOf(record, lookup));
  };

  // the provinces and every city, read once: a city is named far more often than its province
  useEffect(() => {
    let stop = false;
    Promise.all([readLookup(lookups.province), readLookup(lookups.city)]).then(
      ([provinces, cities]) => !stop && setLists({ provinces, cities, districts: [], villages: [] }),
      (error: unknown) =>
        !stop && setListsError(fill(csvTexts.regionsFailed, { reason: (error as Error).message })),
    );
    return () => {
      stop = true;
    };
    // read once per dialog
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    setResult(null);
    setChoices({});
    setPartSent(null);
    if (!file || fileProblem(file, rules)) {
      setRead(null);
      return undefined;
    }
    setRead({ state: 'reading' });
    const opened = openSheet(file, (message) =>
      setRead(
        message.kind === 'error'
          ? { state: 'error', message: message.message }
          : { state: 'read', sheet: message },
      ),
    );
    session.current = opened;
    return () => {
      opened.stop();
      if (session.current === opened) session.current = null;
    };
    // the rules come from the declaration and do not change while the dialog is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  const sheet = read?.state === 'read' ? read.sheet : null;
  // the mapping: as this person paired the same headers last time, else guessed
  useEffect(() => {
    if (!sheet || !lists) return;
    const saved = savedMapping(user, sheet.header, columns);
    setRemembered(Boolean(saved));
    setMapping(
      saved ??
        guessMapping(sheet.header, sheet.samples, columns, {
          types: knownTypes,
          provinces: lists.provinces.map((one) => one.name),
          cities: lists.cities.map((one) => one.name),
        }),
    );
  }, [sheet, lists, user, columns, knownTypes]);

  // the rows mapped and checked; the kecamatan and kelurahan a file names are read for its cities first
  useEffect(() => {
    const opened = session.current;
    if (!sheet || !opened || !lists || !typesSettled || mapping.length !== sheet.header.length)
      return undefined;
    // what was built for the former pairing or choices is never sent
    setResult(null);
    let stop = false;
    const load = async (level: 'district' | 'village', current: RegionLists) => {
      const lookup = lookups[level];
      const parents = await opened.parents({ mapping, lists: current, choices, level });
      await Promise.all(
        parents
          .filter((parent) => !children.current.has(`${level}:${parent}`))
          .map(async (parent) =>
            children.current.set(`${level}:${parent}`, await readLookup(lookup, parent)),
          ),
      );
      const all = parents.flatMap((parent) => children.current.get(`${level}:${parent}`) ?? []);
      return { ...current, [level === 'district' ? 'districts' : 'villages']: all };
    };
    void (async () => {
      try {
        const withDistricts = mapping.includes(REGION_KEYS.district) ? await load('district', lists) : lists;
        const full = mapping.includes(REGION_KEYS.village)
          ? await load('village', withDistricts)
          : withDistricts;
        const mapped = await opened.map({
          mapping,
          columns,
          lists: full,
          choices,
          knownTypes,
        });
        if (!stop) setResult(mapped);
      } catch (error) {
        if (!stop) setListsError(fill(csvTexts.regionsFailed, { reason: (error as Error).message }));
      }
    })();
    return () => {
      stop = true;
    };
    // readLookup reads through the same provider for the dialog's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheet, lists, mapping, choices, columns, knownTypes, typesSettled]);

  // the rows without a problem may go (all of them, or the good ones of a file with some bad rows)
  const ready = Boolean(result && result.csv && result.ambiguous.length === 0 && partSent === null);
  const goodCount = result ? result.count - result.badCount : 0;
  const partial = Boolean(ready && result && result.badCount > 0);
  const upload = useUploadRun();
  const send = async () => {
    if (!file || problem || !ready || !result || !sheet || upload.uploading) return;
    try {
      const built = new File([result.csv], file.name.replace(/\.[^.]*$/, '') + '.csv', { type: 'text/csv' });
      const done = await upload.start((signal, onUploadProgress) =>
        run({ values: { [rules.field]: built }, signal, onUploadProgress }).then(() => true),
      );
      if (done) {
        keepMapping(user, sheet.header, mapping);
        if (result.badCount > 0) setPartSent(goodCount);
        else onClose();
      }
    } catch {
      // the Error dialog shows the server's text; the file and its mapping stay for another try
    }
  };

  return (
    <UploadModal
      title={action.ui?.label}
      width={760}
      upload={upload}
      sendDisabled={!file || Boolean(problem) || !ready}
      sendLabel={partial ? fill(csvTexts.sendGood, { count: goodCount.toLocaleString('id-ID') }) : undefined}
      closeLabel={partSent !== null ? csvTexts.close : undefined}
      onSend={() => void send()}
      onClose={onClose}
    >
      <TemplateLink columns={columns} />
      <FilePicker
        file={file}
        onChange={setFile}
        accept={rules.accept}
        maxBytes={rules.maxBytes}
        disabled={upload.uploading}
      />
      {read?.state === 'error' && <Alert type="error" showIcon role="alert" message={read.message} />}
      {listsError && <Alert type="error" showIcon role="alert" message={listsError} />}
      {read?.state === 'reading' && <Spin tip={csvTexts.parsing}>{csvTexts.parsing}</Spin>}
      {sheet && !lists && !listsError && <Spin tip={csvTexts.loadingRegions}>{csvTexts.loadingRegions}</Spin>}
      {sheet && lists && mapping.length === sheet.header.length && (
        <MappingTable
          sheet={sheet}
          mapping={mapping}
          columns={columns}
          remembered={remembered}
          onChange={(next) => {
            setRemembered(false);
            setMapping(next);
          }}
        />
      )}
      {result && lists && (
        <AmbiguousNames
          result={result}
          columns={columns}
          lists={lists}
          choices={choices}
          onChoose={(key, code) => setChoices((current) => ({ ...current, [key]: code }))}
        />
      )}
      {partSent !== null && (
        <Alert
          type="success"
          showIcon
          role="status"
          message={fill(csvTexts.partSent, { count: partSent.toLocaleString('id-ID') })}
        />
      )}
      {result && file && <Preview result={result} columns={columns} fileName={file.name} />}
      {result && partSent === null && <CsvRowChecks decl={decl} rows={result.goodRows} />}
    </UploadModal>
  );
}
