/**
 * Who may call what. Staff are `admin` and `agent`; a `member` belongs to one company and reaches
 * only its own records (the collections scope them). Anything not listed is staff-only.
 */
import type { User } from './db/store.js';
import type { OperationId } from './replies.js';

export type Access = 'public' | 'signed-in' | 'member' | 'staff' | 'admin';

const rules: Partial<Record<OperationId, Access>> = {};
const allow = (access: Access, ids: OperationId[]) => {
  for (const id of ids) rules[id] = access;
};

allow('public', ['login', 'refresh', 'logout', 'resetPassword', 'requestAccountDeletion', 'checkPermit']);
allow('signed-in', [
  'registerPopupShown',
  'getIdentity',
  'updateIdentity',
  'changeOwnPassword',
  'uploadFile',
  'downloadFile',
  'createFileLink',
  'getInvoicePdf',
  'getOverview',
  'search',
  'getCompanyStatistics',
  'calculateCityFee',
  'getPermitFees',
  'listCityRates',
  'getCityRate',
  'listStateRegulations',
  'getStateRegulation',
  'listHolidayClosures',
  'getHolidayClosure',
  'createContactMessage',
  'listManualDocuments',
  'getManualDocument',
  'listLoads',
  'createLoad',
  'getLoad',
  'updateLoad',
  'deleteLoad',
  'listVehicles',
  'createVehicle',
  // A member imports into their vehicles only (handlers/imports.ts).
  'importRows',
  'undoImport',
  'getVehicle',
  'updateVehicle',
  'deleteVehicle',
  'listPermitRequests',
  'createPermitRequest',
  'getPermitRequest',
  'updatePermitRequest',
  'deletePermitRequest',
  'transitionPermitRequest',
  'extendPermitRequest',
  'listInvoices',
  'getInvoice',
  'listCardOperations',
  'getCardOperation',
  'listAnnualPermits',
  'getAnnualPermit',
  // A record's history and its put-back: whoever may read (and save) the record (handlers/history.ts).
  'listRevisions',
  'revertRevision',
  // The trash: a member only their own deletions, so that their Undo works (handlers/history.ts).
  'listTrash',
  'restoreTrashEntry',
  // The live desk: each stream and each presence is narrowed to what its person may read (live.ts).
  'streamEvents',
  'updatePresence',
  // A request's conversation (a member: their company's, never an internal note) and one's own
  // notifications and e-mail choice (handlers/conversations.ts).
  'listPermitRequestMessages',
  'postPermitRequestMessage',
  'listNotifications',
  'markNotificationRead',
  'markAllNotificationsRead',
  'getNotificationSettings',
  'updateNotificationSettings',
]);
allow('member', ['getOwnCompany', 'updateOwnCompany']);
allow('admin', ['listAccounts', 'createAccount', 'getAccount', 'updateAccount', 'deleteAccount']);
// Each agent's open load is an admin's view (issue 38).
allow('admin', ['getWorkload']);
// Purging the trash for good is an admin's.
allow('admin', ['purgeTrashEntry']);

export function accessOf(operationId: OperationId): Access {
  return rules[operationId] ?? 'staff';
}

export function mayCall(access: Access, user: User | undefined): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return user !== undefined;
    case 'member':
      return user?.role === 'member';
    case 'staff':
      return user?.role === 'admin' || user?.role === 'agent';
    case 'admin':
      return user?.role === 'admin';
  }
}
