/**
 * The queries of the conversations and the notifications, by which the live desk (live/LiveSync)
 * reads them again when the stream says they changed, without importing their screens.
 */
export const MESSAGES_QUERY = 'permit-request-messages';
export const NOTIFICATIONS_QUERY = 'notifications';
