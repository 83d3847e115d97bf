/**
 * The back office's second library group (vite.config.ts's `back-office-mui` chunk): the MUI
 * components the frame draws with (the app bar, the menu, the sidebar, the dialogs, the tooltips)
 * that the shell has not loaded already. Evaluated in a task of its own (routes/Root.tsx); see
 * back-office-data.ts.
 *
 * Only what the frame itself draws with: a component named here that only a screen uses would be
 * downloaded with the overview too.
 */
export { default as Avatar } from '@mui/material/Avatar';
export { default as Badge } from '@mui/material/Badge';
export { default as Collapse } from '@mui/material/Collapse';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Divider } from '@mui/material/Divider';
export { default as Drawer } from '@mui/material/Drawer';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Popover } from '@mui/material/Popover';
export { default as Popper } from '@mui/material/Popper';
export { default as Slide } from '@mui/material/Slide';
export { default as TextField } from '@mui/material/TextField';
export { default as Tooltip } from '@mui/material/Tooltip';
export { default as useScrollTrigger } from '@mui/material/useScrollTrigger';
