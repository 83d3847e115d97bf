/**
 * The notification centre in the app bar: a bell with how many notifications are unread, and the
 * latest ones in a menu; one opened is read, and leads to what it is about. The list is the API's
 * (each person's own), read again when the live stream says one came or was read elsewhere
 * (live/LiveSync).
 */
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';
import {
  notificationPath,
  useNotificationText,
  type Notification,
} from '../../sections/notifications/notification-words.js';
import { useContractQueries } from '../../session/queries.js';

/** How many the bell's menu shows; the page shows the rest. */
const LATEST = 8;
/** The most the badge counts. */
const MAX_SHOWN = 99;

export function NotificationBell() {
  const t = useWords();
  const text = useNotificationText();
  const queries = useContractQueries();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const latest = useQuery(
    queries.queryOptions('get', '/notifications', { params: { query: { page: 1, per_page: LATEST } } }),
  );
  // The notifications are read again once it settles, whatever its outcome (the helpers'
  // invalidation); a failure is the SDK's to tell.
  const markRead = useMutation(queries.mutationOptions('post', '/notifications/{id}/read'));
  const unread = latest.data?.unread ?? 0;
  // The badge's text is in the button's name as it shows it ("99+"): what is seen is what is said (WCAG 2.5.3).
  const shownCount = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label = unread > 0 ? t('app.notifications.bellUnread', shownCount) : t('app.notifications.bell');

  const open = (notification: Notification) => {
    setAnchor(null);
    void navigate(notificationPath(notification));
    if (notification.read_at === null) markRead.mutate({ params: { path: { id: notification.id } } });
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {unread > 0 ? (
            <Badge badgeContent={shownCount} color="error">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      {/* Made when it opens: closed, MUI's menu still drew its popover and modal at every draw of the app bar. */}
      {anchor && (
        <Menu id={menuId} anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {latest.data?.data.length === 0 && (
            <MenuItem disabled>
              <ListItemText primary={t('app.notifications.empty')} />
            </MenuItem>
          )}
          {latest.data?.data.map((notification) => (
            <MenuItem key={notification.id} onClick={() => open(notification)} sx={{ maxWidth: 420 }}>
              <ListItemText
                primary={text(notification)}
                secondary={formatDateTime(notification.created_at)}
                slotProps={{
                  primary: {
                    sx: { whiteSpace: 'normal', fontWeight: notification.read_at === null ? 700 : 400 },
                  },
                }}
              />
            </MenuItem>
          ))}
          <Divider />
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate('/notifications');
            }}
          >
            {t('app.notifications.seeAll')}
          </MenuItem>
        </Menu>
      )}
    </>
  );
}
