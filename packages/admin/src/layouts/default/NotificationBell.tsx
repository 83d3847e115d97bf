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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { NOTIFICATIONS_QUERY } from '../../sections/conversations/queries.js';
import {
  notificationPath,
  useNotificationText,
  type Notification,
} from '../../sections/notifications/notification-words.js';

/** How many the bell's menu shows; the page shows the rest. */
const LATEST = 8;
/** The most the badge counts. */
const MAX_SHOWN = 99;

export function NotificationBell() {
  const t = useWords();
  const text = useNotificationText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const latest = useQuery({
    queryKey: [NOTIFICATIONS_QUERY, 'latest'],
    queryFn: () => dataProvider.listNotifications(LATEST),
  });
  const unread = latest.data?.unread ?? 0;
  // The badge's text is in the button's name as it shows it ("99+"): what is seen is what is said (WCAG 2.5.3).
  const shownCount = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label = unread > 0 ? t('app.notifications.bellUnread', shownCount) : t('app.notifications.bell');

  const open = async (notification: Notification) => {
    setAnchor(null);
    void navigate(notificationPath(notification));
    if (notification.read_at !== null) return;
    try {
      await dataProvider.markNotificationRead(notification.id);
    } finally {
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY] });
    }
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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {latest.data?.data.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('app.notifications.empty')} />
          </MenuItem>
        )}
        {latest.data?.data.map((notification) => (
          <MenuItem key={notification.id} onClick={() => void open(notification)} sx={{ maxWidth: 420 }}>
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
    </>
  );
}
