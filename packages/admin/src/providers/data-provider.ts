/**
 * react-admin's dataProvider on the SDK: the path react-admin's own reads and every write a form
 * makes take. The side reads a screen makes with TanStack Query itself (a conversation, the
 * notifications, the outbox, the queue's assignees and workload, the search, a record's history)
 * take the SDK's query helpers instead (session/queries.ts): typed options, keys and invalidations
 * from the contract, on the same QueryClient.
 *
 * - CRUD follows the API conventions of docs/product.md: a resource is a collection path; lists take
 *   page, per_page, sort, order, q and field filters and answer `{ data, total }` (and a
 *   `summary`, passed on as `meta.summary`); one record is `{ data }`.
 * - The calls that are not CRUD (the overview, statistics, single-record settings, decisions such
 *   as approve, reject, mark paid, a permit's transition, the fee calculator, uploads) are typed
 *   methods of it (AppDataProvider), reached with react-admin's hooks
 *   (`useDataProvider<AppDataProvider>()` with useQuery and useMutation), as Atomic CRM does.
 *
 * Every write names the version it started from (`If-Match`, openapi.yaml "Versions"): an update
 * the version its form's values were read at, a delete or a decision the record's as shown. A
 * version that is no longer the latest fails as react-admin's HttpError with status 412 and
 * `body.current` (the record as it is now); forms resolve it (forms/conflict). Every write carries
 * an idempotency key, which the SDK keeps for a retry of the same intent.
 *
 * Every call goes through the SDK's client, so the session logic applies. A failure becomes
 * react-admin's HttpError, here and only here: the server's 422 field errors as `body.errors`
 * (where react-admin's forms show them) and `body.notified` when the SDK already said it
 * (providers/failures.ts reads it).
 */
import {
  SdkError,
  collectionCalls,
  contractCollections,
  ifMatch,
  type CollectionCreateInput,
  type CollectionName,
  type CollectionQuery,
  type CollectionUpdateInput,
  type Sdk,
  type components,
} from '@permit-office/sdk';
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { takeEarlyOverview, takeEarlyRecord } from '../boot/early-reads.js';
import {
  NEW_RECORD,
  forgetPutBack,
  isRestored,
  keepDraft,
  putBackOver,
  restoredMessage,
  takeDraft,
  withPutBack,
} from '../forms/drafts.js';
import type { WordKey } from '../i18n/words.js';
import { changesOf, merge, onlyMine, sameValue, type Values } from '../forms/merge.js';
import { askToResolve } from '../overlays/conflict/conflict-store.js';
import { notify } from '../overlays/notifications/store.js';
import { collectionOf, isSectionName } from '../registry/table.js';

type Query = Record<string, string | number | boolean>;

/**
 * What this module says, as catalogue keys: whoever shows them translates them (react-admin's
 * notifications, the top notification, `useShownText`).
 */
const NOT_SAVED: WordKey = 'app.conflict.notSaved';

/** The contract's largest page; react-admin asks for more (CSV export: 1000), which is read in pages. */
export const MAX_PER_PAGE = 500;

type VersionHeader = ReturnType<typeof ifMatch>;

/** A record as read, with the version a write to it starts from. */
export interface Versioned {
  id: number;
  version?: number | undefined;
}
export function toHttpError(error: unknown): never {
  if (error instanceof SdkError) {
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']),
    );
    throw new HttpError(error.words, error.status ?? 0, {
      errors,
      notified: error.notified,
      ...(error.kind === 'conflict' ? { current: error.current } : {}),
    });
  }
  throw error;
}

/**
 * A save that met a newer version (412) is never written over it: the person sees what each side
 * changed (overlays/conflict) and the merge they accept is written at the new version, as often as
 * it takes. Keep editing fails the save as before, and the form keeps what was typed.
 */
async function resolvingConflicts<T>(
  resource: string,
  base: Values,
  mine: Values,
  write: (values: Values) => Promise<T>,
): Promise<T> {
  let from = base;
  let values = mine;
  // Saved again without a word at most this often in a row; past it, the person sees why.
  let quietly = 3;
  for (;;) {
    try {
      return await write(values);
    } catch (error) {
      const current =
        error instanceof HttpError && error.status === 412 ? (error.body as { current?: unknown }).current : undefined;
      if (typeof current !== 'object' || current === null) throw error;
      const theirs = current as Values;
      const changes = changesOf(from, values, theirs);
      // What was saved since is the person's own change (a save whose answer was lost): saved again
      // at the new version, never shown as a colleague's.
      const merged =
        onlyMine(changes) && quietly-- > 0
          ? merge(values, theirs, changes, {})
          : await askToResolve({ resource, base: from, mine: values, theirs });
      if (!merged) throw new HttpError(NOT_SAVED, 412, { current: theirs });
      from = theirs;
      values = merged;
    }
  }
}

/** The version a record or a form's values carry, if any. */
const versionOf = (record: unknown): { version: number } | undefined => {
  const version = (record as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? { version } : undefined;
};

/** Filter values as query parameters: empty ones are left out, arrays joined. */
function queryOf(filter: Record<string, unknown>): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[name] = value;
    else if (Array.isArray(value)) query[name] = value.join(',');
  }
  return query;
}

type Schemas = components['schemas'];
/** A statistics period, as the pages ask for it: `YYYY-MM` to `YYYY-MM`. */
export interface StatisticsPeriod {
  from: string;
  to: string;
}
/** The single-record settings, by the path that reads and writes them. */
export type SettingsPath = '/settings/main' | '/site-settings/general' | '/site-settings/home' | '/my-company' | '/me';
interface SettingsOf {
  '/settings/main': Schemas['ServiceSettings'];
  '/site-settings/general': Schemas['SiteGeneral'];
  '/site-settings/home': Schemas['SiteHome'];
  '/my-company': Schemas['CompanyInput'];
  '/me': Schemas['ProfileInput'];
}

/** The product's calls beside CRUD, each typed by the contract. */
function customMethods(
  sdk: Sdk,
  call: <T>(request: Promise<{ data?: T; error?: unknown; response: Response }>) => Promise<T>,
) {
  const { client } = sdk;
  /** The record a decision applies to, at the version it was shown at. */
  const path = (record: Versioned) => ({ params: { path: { id: record.id }, header: ifMatch(record) } });
  return {
    // The landing page's read may be under way since start-up (boot/early-reads.ts).
    getOverview: async () => (await call(takeEarlyOverview() ?? client.GET('/overview'))).data,
    getServiceStatistics: async (query: StatisticsPeriod) =>
      (await call(client.GET('/statistics', { params: { query } }))).data,
    getAgentStatistics: async (query: StatisticsPeriod) =>
      (await call(client.GET('/statistics/agents', { params: { query } }))).data,
    getOnTimeStatistics: async (query: StatisticsPeriod) =>
      (await call(client.GET('/statistics/on-time', { params: { query } }))).data,
    getDecisionStatistics: async (query: StatisticsPeriod) =>
      (await call(client.GET('/statistics/decisions', { params: { query } }))).data,
    /** A member's own company; staff name the company. */
    getCompanyStatistics: async (query: Partial<StatisticsPeriod> & { company_id?: number }) =>
      (await call(client.GET('/statistics/company', { params: { query } }))).data,

    getSettings: async <P extends SettingsPath>(at: P): Promise<SettingsOf[P]> =>
      (
        await call(
          (client.GET as (path: SettingsPath) => Promise<{ data?: { data: SettingsOf[P] }; response: Response }>)(at),
        )
      ).data,
    /** `from`: the settings as read (their version, and the base a colleague's change is compared with). */
    saveSettings: async <P extends SettingsPath>(at: P, body: SettingsOf[P], from: object): Promise<SettingsOf[P]> => {
      const base = from as Values;
      const put = client.PUT as (
        path: SettingsPath,
        init: { params: { header: VersionHeader }; body: unknown },
      ) => Promise<{ data?: { data: SettingsOf[P] }; response: Response }>;
      return resolvingConflicts(at, base, body as Values, async (values) => {
        const header = ifMatch(versionOf(values) ?? versionOf(base) ?? {});
        return (await call(put(at, { params: { header }, body: values }))).data;
      });
    },
    changeOwnPassword: async (body: Schemas['PasswordChange']) => {
      await call(client.POST('/me/password', { body }));
    },
    /** Answers quickly whether the API is there and the session works (diagnostics). */
    ping: async () => (await call(client.GET('/me'))).data,

    sendContactMessage: async (body: Schemas['ContactMessageInput']) =>
      (await call(client.POST('/contacts', { body }))).data,
    replyToContact: async (record: Versioned, reply: string) =>
      (await call(client.POST('/contacts/{id}/reply', { ...path(record), body: { reply } }))).data,
    approveApplication: async (record: Versioned) =>
      (await call(client.POST('/applications/{id}/approve', path(record)))).data,
    rejectApplication: async (record: Versioned, reason: string) =>
      (await call(client.POST('/applications/{id}/reject', { ...path(record), body: { reason } }))).data,
    markInvoicePaid: async (record: Versioned) => (await call(client.POST('/invoices/{id}/pay', path(record)))).data,
    transitionPermitRequest: async (record: Versioned, body: Schemas['PermitTransition']) =>
      (await call(client.POST('/permit-requests/{id}/transition', { ...path(record), body }))).data,
    /** One batch of a spreadsheet's rows checked (`dry_run`) or written into a section: what each row is. */
    importRows: async (body: Schemas['ImportBatch']) => (await call(client.POST('/imports', { body }))).data,
    /** An import undone as one: what it created to the trash, what it changed put back, what changed since kept. */
    undoImport: async (id: number) =>
      (await call(client.POST('/imports/{id}/undo', { params: { path: { id } } }))).data,
    /** A later last day for a running permit, from the version as shown; a 422 says why the rules do not allow it. */
    extendPermitRequest: async (record: Versioned, body: Schemas['PermitExtension']) =>
      (await call(client.POST('/permit-requests/{id}/extend', { ...path(record), body }))).data,
    /** Gives a request to a staff member, or hands it over (a reason then), from the version as shown. */
    assignPermitRequest: async (record: Versioned, body: Schemas['PermitAssignment']) =>
      (await call(client.POST('/permit-requests/{id}/assign', { ...path(record), body }))).data,
    /** The most urgent request nobody holds, now the caller's; undefined when none waits. */
    takeNextPermitRequest: async () => (await call(client.POST('/permit-requests/next')))?.data,
    /** One page of a record's history, newest first (`record_id` 1 for the single-record settings). */
    getRevisions: async (collection: Schemas['HistoryCollection'], recordId: number, page: number, perPage: number) =>
      await call(
        client.GET('/revisions', { params: { query: { collection, record_id: recordId, page, per_page: perPage } } }),
      ),
    /**
     * Puts back the values the record had just after a revision: the `fields` named, or the whole
     * record, as a new save from the record's version as shown (a change saved since is a 412, with
     * the record as it is now, and nothing is overwritten). The record as saved, with its new version.
     */
    putBackRevision: async (
      revision: { id: number },
      record: { version?: number | undefined },
      fields?: readonly string[],
    ) =>
      (
        await call(
          client.POST('/revisions/{id}/revert', {
            params: { path: { id: revision.id }, header: ifMatch(record) },
            ...(fields ? { body: { fields: [...fields] } } : {}),
          }),
        )
      ).data,
    /** A message, a question (the request then waits on the member) or an internal note; and the request after it. */
    postPermitRequestMessage: async (requestId: number, body: Schemas['PermitMessageInput']) =>
      await call(client.POST('/permit-requests/{id}/messages', { params: { path: { id: requestId } }, body })),
    getNotificationSettings: async () => (await call(client.GET('/me/notification-settings'))).data,
    updateNotificationSettings: async (body: Schemas['NotificationSettings']) =>
      (await call(client.PUT('/me/notification-settings', { body }))).data,
    calculateCityFee: async (body: Schemas['FeeCalculationInput']) =>
      (await call(client.POST('/permit-calculation/city', { body }))).data,
    /** One file to `POST /files`, as the multipart form the API takes: its stored id, link and name. */
    uploadFile: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // The typed body is the contract's shape; what is sent is the multipart form itself.
      return (await call(client.POST('/files', { body: { file: file.name }, bodySerializer: () => form }))).data;
    },
    /**
     * The trash entry one deletion made (`GET /trash?collection=&record_id=`), for its Undo:
     * undefined when it is not in the trash (restored or purged since). A member finds their own only.
     */
    findTrashEntry: async (collection: Schemas['TrashCollection'], recordId: number) =>
      (await call(client.GET('/trash', { params: { query: { collection, record_id: recordId, per_page: 1 } } })))
        .data[0],
    /** Brings a deleted record back with its id and the records that went with it: the entry as it was. */
    restoreTrashEntry: async (entry: { id: number }) =>
      (await call(client.POST('/trash/{id}/restore', { params: { path: { id: entry.id } } }))).data,
    /** Deletes a trashed record for good, with what went with it and their history (an admin's). */
    purgeTrashEntry: async (entry: { id: number }) => {
      await call(client.DELETE('/trash/{id}', { params: { path: { id: entry.id } } }));
    },
  };
}

export type AppDataProvider = DataProvider & ReturnType<typeof customMethods>;

/**
 * The API collection a resource reads: its section's (`my-permit-request` reads `permit-requests`,
 * `company-invoices` reads `invoices`, which the server scopes to the member's company), else the
 * collection it names itself (`companies`). A name that is no collection of the contract is refused
 * before anything is asked: a resource's name never becomes a path of its own.
 */
export function collectionOfResource(resource: string): CollectionName {
  const collection = (isSectionName(resource) ? collectionOf(resource) : undefined) ?? resource;
  if (!Object.hasOwn(contractCollections, collection)) throw new Error(`The contract has no collection ${collection}`);
  return collection as CollectionName;
}

/**
 * A record's id as the contract's paths take it (a number); an id from an address is its text
 * (`/companies/12`), and text that is no number reads as no record (404), as before.
 */
const recordId = (id: Identifier): number => (typeof id === 'number' ? id : Number(id));

export function createDataProvider(sdk: Sdk): AppDataProvider {
  // The contract's calls by collection: each typed for the collection a resource reads. What
  // react-admin hands over (a filter, a form's values) is untyped; it meets the contract's types here.
  const records = collectionCalls(sdk);
  const call = async <T>(request: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> => {
    try {
      return sdk.unwrap(await request);
    } catch (error) {
      return toHttpError(error);
    }
  };
  /** A CRUD call: its failure as react-admin's HttpError. */
  const crudCall = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      return toHttpError(error);
    }
  };

  const fetchPage = async (resource: string, query: Query) => {
    const collection = collectionOfResource(resource);
    const page = await crudCall(() => records.list(collection, query as CollectionQuery<typeof collection>));
    // A list answers `{ data, total }`, some with a `summary` (openapi.yaml, "Lists"); the agents'
    // figures are one short list, whole, without a total, and rows without an id (react-admin lists
    // none of them: the statistics page reads them with getAgentStatistics).
    const summary = 'summary' in page ? page.summary : undefined;
    return { data: page.data as RaRecord[], total: 'total' in page ? page.total : page.data.length, summary };
  };
  type ListBody = Awaited<ReturnType<typeof fetchPage>>;

  const list = async (
    resource: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: { field: string; order: string };
      filter?: Record<string, unknown>;
    },
  ) => {
    const query: Query = { ...queryOf(params.filter ?? {}) };
    if (params.sort?.field) {
      query.sort = params.sort.field;
      query.order = params.sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
    }
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    let body: ListBody;
    if (perPage <= MAX_PER_PAGE) {
      body = await fetchPage(resource, { ...query, page, per_page: perPage });
    } else {
      // Larger than the API's largest page (a CSV export): the same rows, read page by page.
      const first = (page - 1) * perPage;
      const rows: RaRecord[] = [];
      let apiPage = Math.floor(first / MAX_PER_PAGE) + 1;
      let skip = first % MAX_PER_PAGE;
      do {
        body = await fetchPage(resource, { ...query, page: apiPage, per_page: MAX_PER_PAGE });
        rows.push(...body.data.slice(skip));
        skip = 0;
        apiPage++;
      } while (rows.length < perPage && (apiPage - 1) * MAX_PER_PAGE < body.total);
      body = { ...body, data: rows.slice(0, perPage) };
    }
    return {
      data: body.data,
      total: body.total,
      meta: body.summary === undefined ? undefined : { summary: body.summary },
    };
  };

  // The record an edit form opened on may have been read by the shell's frame, to title the form
  // while this code was on its way (boot/early-reads.ts): taken, not read twice.
  const getOne = async (resource: string, id: Identifier): Promise<RaRecord> =>
    crudCall(() => {
      const collection = collectionOfResource(resource);
      return takeEarlyRecord(sdk, collection, recordId(id)) ?? records.read(collection, recordId(id));
    });

  /**
   * A save the end of a session interrupted (forms/drafts): what was typed is kept for the person, and
   * put back when they open the record again. Typed fields over the record as it is now, at the
   * version the form was opened at, so that a colleague's change in between is shown (412), never
   * overwritten; the record as it was then is the comparison's base.
   */
  const bases = new Map<string, Values>();
  /** A save refused because the session is over (the person is being sent to sign in). */
  const endedTheSession = (error: unknown) =>
    error instanceof HttpError && (error.status === 401 || error.status === 403) && !sdk.session.isSignedIn();
  const keyOf = (resource: string, id: Identifier) => `${resource}/${String(id)}`;
  const withDraft = (resource: string, record: RaRecord): RaRecord => {
    const draft = takeDraft(resource, record.id);
    if (draft) {
      const typed = Object.fromEntries(
        Object.entries(draft.values).filter(([field, value]) => !sameValue(value, draft.base[field])),
      );
      bases.set(keyOf(resource, record.id), draft.base);
      putBackOver(resource, record.id, { ...typed, version: draft.base.version ?? record.version });
      notify('success', restoredMessage(draft));
    }
    // Over this read and every later one while the form is open (forms/drafts: `putBack`).
    return withPutBack(resource, record.id, record);
  };

  const crud: DataProvider = {
    getList: (resource, params) => list(resource, params),
    getOne: async (resource, params) => ({ data: withDraft(resource, await getOne(resource, params.id)) }),
    getMany: async (resource, params) => ({ data: await Promise.all(params.ids.map((id) => getOne(resource, id))) }),
    getManyReference: (resource, params) =>
      list(resource, {
        ...params,
        filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id },
      }),
    create: async (resource, params) => {
      try {
        const collection = collectionOfResource(resource);
        const body = params.data as CollectionCreateInput<typeof collection>;
        return { data: await crudCall(() => records.create(collection, body)) };
      } catch (error) {
        // As for an update: the form that was being created is put back after signing in (FormToolbar).
        if (endedTheSession(error)) keepDraft(resource, NEW_RECORD, {}, params.data as Values);
        throw error;
      }
    },
    // The version the form's values were read at (they carry it), else the record's as shown.
    update: async (resource, params) => {
      const key = keyOf(resource, params.id as Identifier);
      // The draft's base while it is over the record; a form left and opened again starts afresh.
      const restored = isRestored(resource, params.id);
      if (!restored) bases.delete(key);
      const base = (restored ? bases.get(key) : undefined) ?? (params.previousData as Values);
      try {
        const data = await resolvingConflicts(resource, base, params.data as Values, async (values) => {
          const from = versionOf(values) ?? versionOf(params.previousData) ?? {};
          const collection = collectionOfResource(resource);
          const body = values as CollectionUpdateInput<typeof collection>;
          const id = recordId(params.id as Identifier);
          return await crudCall(() => records.update(collection, id, body, from));
        });
        bases.delete(key);
        forgetPutBack(resource, params.id);
        return { data };
      } catch (error) {
        // The session ended under the save (the person is sent to sign in): keep what was typed.
        if (endedTheSession(error)) keepDraft(resource, params.id, base, params.data as Values);
        throw error;
      }
    },
    delete: async (resource, params) => {
      const from = versionOf(params.previousData) ?? {};
      await crudCall(() => records.remove(collectionOfResource(resource), recordId(params.id), from));
      return { data: params.previousData ?? ({ id: params.id } as RaRecord) };
    },
  } as DataProvider;
  // Bulk work is one call per record with its own version (components/bulk): react-admin's
  // updateMany and deleteMany carry ids only, so they are not offered.
  const refuse = () => Promise.reject(new Error('Bulk changes go one record at a time, each with its version'));
  return {
    ...crud,
    updateMany: refuse,
    deleteMany: refuse,
    ...customMethods(sdk, call),
  };
}
